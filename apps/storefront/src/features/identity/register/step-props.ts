import type { UseFormReturnType } from '@mantine/form';
import type { RegisterValues } from './register-values';

export type RegisterForm = UseFormReturnType<RegisterValues>;
export interface StepProps {
  form: RegisterForm;
}
