import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { isoOfPickerValue, pickerValueOf, SITE_TIME_ZONE } from './scheduleTime';

interface ScheduleFieldProps {
  /** The schedule as an ISO date-time; blank for none. */
  value: string;
  onChange(value: string): void;
  error?: React.ReactNode;
  description: string;
}

/** The "Schedule" picker of the post and app forms, in the site's time zone, which it names. */
export function ScheduleField({ value, onChange, error, description }: ScheduleFieldProps) {
  return (
    <DateTimePicker
      label="Schedule"
      description={`${description} Time zone: ${SITE_TIME_ZONE}.`}
      placeholder="Not scheduled"
      clearable
      valueFormat="MMM D, YYYY HH:mm"
      value={pickerValueOf(value)}
      onChange={(picked) => onChange(isoOfPickerValue(picked))}
      error={error}
      rightSection={SITE_TIME_ZONE}
      rightSectionWidth={48}
      // Mantine's calendar controls are icons: these name them for screen readers.
      previousLabel="Previous month"
      nextLabel="Next month"
      getDayProps={(date) => ({ 'aria-label': dayjs(date).format('D MMMM YYYY') })}
      submitButtonProps={{ 'aria-label': 'Use this date and time' }}
    />
  );
}
