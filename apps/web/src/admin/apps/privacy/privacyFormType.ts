import type { PrivacyDeclaration } from '@studio/schemas';
import type { UseFormReturnType } from '@mantine/form';

/** The declaration's form, as its field components take it. */
export type PrivacyDeclarationForm = UseFormReturnType<PrivacyDeclaration>;
