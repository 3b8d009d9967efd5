import { Button } from "@membership/ui";
import { FormActions } from "./Form.styled.js";
import type { CaptchaComponent } from "./types.js";

export interface FlowActionsProps {
  Captcha: CaptchaComponent;
  captcha: { key: number; onChange(token: string | null): void; solved: boolean };
  submitting: boolean;
  submitLabel: string;
}

/** The captcha and the submit button, which stays disabled until the captcha is solved and while a request is in flight. */
export function FlowActions({ Captcha, captcha, submitting, submitLabel }: FlowActionsProps) {
  return (
    <FormActions>
      <Captcha key={captcha.key} onChange={captcha.onChange} />
      <Button type="submit" disabled={!captcha.solved || submitting}>
        {submitLabel}
      </Button>
    </FormActions>
  );
}
