import { useId, type HTMLInputAutoCompleteAttribute } from 'react';

interface AuthFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'tel';
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'tel' | 'numeric';
  required?: boolean;
  maxLength?: number;
}

/** One labelled input of the auth card (marked required; the screen shows its own Chinese message). */
export function AuthField({ label, name, value, onChange, type = 'text', placeholder, autoComplete, inputMode, required = true, maxLength }: AuthFieldProps) {
  const id = useId();
  return (
    <div className="cg-auth-field">
      <label className="cg-auth-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="cg-auth-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        id={id}
        className="cg-auth-field__input"
        name={name}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
