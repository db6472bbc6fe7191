import { object, string, boolean, type InferType } from 'yup';

/**
 * The login form's rules (spec §5): username and password required (trimmed), captcha required when shown.
 * The same schema validates the BFF route's body, so no rule lives only in the browser. Messages are catalog keys.
 */
export const LOGIN_LIMITS = { username: 64, password: 128, captcha: 16 } as const;

export function loginSchema(captchaShown = false) {
  return object({
    username: string().trim().required('required').max(LOGIN_LIMITS.username, 'required'),
    password: string().trim().required('required').max(LOGIN_LIMITS.password, 'required'),
    captcha: captchaShown
      ? string().trim().required('required').max(LOGIN_LIMITS.captcha, 'required')
      : string().trim().max(LOGIN_LIMITS.captcha).optional(),
    remember: boolean().optional(),
  });
}

export type LoginValues = InferType<ReturnType<typeof loginSchema>>;
