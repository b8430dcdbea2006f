/** A form field: a label tied to its control, and a message about it that is read with the control. */
import { cloneElement, type ReactElement } from 'react';

export interface FieldControlProps {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  problem: string | undefined;
  control: ReactElement<Partial<FieldControlProps>>;
}

/** The message is set only while the control is refused, and is then part of its description. */
export function FormField({ id, name, label, problem, control }: FormFieldProps) {
  const problemId = `${id}-problem`;
  return (
    <div className={problem ? 'paper-copy__field paper-copy__field--invalid' : 'paper-copy__field'}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(control, {
        id,
        name,
        required: true,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': problem ? problemId : undefined,
      })}
      {problem && (
        <p id={problemId} className="paper-copy__problem">
          {problem}
        </p>
      )}
    </div>
  );
}
