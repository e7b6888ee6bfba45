// The Mantine component styles the admin area adds to the public ones (theme/mantineStyles), loaded
// with its lazy chunk; theme/mantineStyles.test.ts checks that none is missing.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Tooltip.css';
