import { html, type SafeHtml } from './html.ts';

export type TextFieldOptions = {
  name: string;
  label: string;
  /** For inputs whose group legend already says what they are (the month and year of an expiry date). */
  labelHidden?: boolean;
  value?: string;
  /** Shown under the input and announced with it. */
  error?: string;
  /** The id of an error shown elsewhere that also describes this input. */
  errorId?: string;
  autocomplete: string;
  inputmode?: 'numeric' | 'text';
  pattern?: string;
  maxlength?: number;
  placeholder?: string;
};

/** A labelled text input whose error is tied to it for screen readers. */
export function textField(options: TextFieldOptions): SafeHtml {
  const { name, label, labelHidden, value = '', error, autocomplete, inputmode = 'text', pattern, maxlength, placeholder } = options;
  const errorId = error ? `${name}-error` : options.errorId;
  const optional = [
    pattern && html` pattern="${pattern}"`,
    maxlength && html` maxlength="${maxlength}"`,
    placeholder && html` placeholder="${placeholder}"`,
    errorId && html` aria-invalid="true" aria-describedby="${errorId}"`,
  ];
  return html`<div class="field">
<label for="${name}"${labelHidden ? html` class="visually-hidden"` : ''}>${label}</label>
<input id="${name}" name="${name}" type="text" value="${value}" autocomplete="${autocomplete}" inputmode="${inputmode}" required${optional}>
${error ? html`<p class="error" id="${errorId}">${error}</p>` : ''}
</div>`;
}
