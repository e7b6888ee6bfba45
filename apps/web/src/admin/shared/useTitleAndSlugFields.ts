import type { GetInputPropsReturnType } from '@mantine/form';
import { slugify } from '@studio/schemas';
import { useState, type ChangeEvent } from 'react';

/** The part of a Mantine form this needs; `TitleField` names the field the slug is made from. */
interface TitleAndSlugForm<TitleField extends string> {
  getInputProps: (path: TitleField | 'slug') => GetInputPropsReturnType;
  setFieldValue: (path: TitleField | 'slug', value: string) => void;
}

/**
 * Props for a title field and its slug field. The slug follows the title until it is edited by
 * hand (clearing it resumes that). An existing item's slug never follows: renaming it must not
 * move its URL.
 */
export function useTitleAndSlugFields<TitleField extends string>(
  form: TitleAndSlugForm<TitleField>,
  titleField: TitleField,
  isNew: boolean,
) {
  const [slugEdited, setSlugEdited] = useState(!isNew);
  return {
    title: {
      ...form.getInputProps(titleField),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const title = event.currentTarget.value;
        form.setFieldValue(titleField, title);
        if (!slugEdited) form.setFieldValue('slug', slugify(title));
      },
    },
    slug: {
      label: 'Slug',
      description: 'lowercase letters, numbers and hyphens',
      withAsterisk: true,
      ...form.getInputProps('slug'),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const slug = event.currentTarget.value;
        form.setFieldValue('slug', slug);
        setSlugEdited(slug !== '');
      },
    },
  };
}
