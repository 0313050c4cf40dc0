import Button from 'antd-mobile/es/components/button';
import { TEXTS } from '../../../texts';

/** The end of a team dialog's form: the form's error, if any, then cancel and the submit button. */
export function DialogFormFooter({ error, submitText, busy, onCancel }: { error: string | null; submitText: string; busy: boolean; onCancel: () => void }) {
  return (
    <>
      {error && (
        <p className="fh-form-error" role="alert">
          {error}
        </p>
      )}
      <div className="fh-dialog-form__actions">
        <Button onClick={onCancel}>{TEXTS.team.cancel}</Button>
        <Button color="primary" type="submit" loading={busy}>
          {submitText}
        </Button>
      </div>
    </>
  );
}
