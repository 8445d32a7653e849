/**
 * The spec names these sign-in messages by key and leaves their wording unshown;
 * this is our Spanish wording.
 */
export const authMessages = {
  signIn: "Iniciar sesión",
  signUp: "Crear cuenta",
  email: "Correo electrónico",
  password: "Contraseña",
  confirmPassword: "Confirmar contraseña",
  signingIn: "Iniciando sesión...",
  signingUp: "Creando cuenta...",
  title: "Acceso al panel",
  subtitle: "Inicie sesión para gestionar el contenido del sitio.",
  loginSuccess: "Sesión iniciada correctamente.",
  loginError: "No se pudo iniciar sesión. Revise su correo y contraseña.",
  signupError: "No se pudo crear la cuenta. Inténtelo de nuevo.",
  accountCreated: "Cuenta creada correctamente.",
  passwordsDontMatch: "Las contraseñas no coinciden.",
  /** Sign-up and new passwords (the server's policy, src/auth/password-policy.ts). */
  passwordMinLength: "La contraseña debe tener al menos 8 caracteres.",
  /** The sign-in form only: existing accounts may still have 6-character passwords. */
  signInPasswordMinLength: "La contraseña debe tener al menos 6 caracteres.",
  passwordTooCommon: "Esa contraseña es demasiado común y fácil de adivinar. Elija otra.",
  passwordTooLong: "La contraseña es demasiado larga (máximo 128 caracteres).",
  nameTooLong: "El nombre es demasiado largo (máximo 100 caracteres).",
  emailRequired: "El correo electrónico es obligatorio.",
  emailInvalid: "Introduzca un correo electrónico válido.",
  passwordRequired: "La contraseña es obligatoria.",
} as const;

/** Spanish wording of the server's own messages, by better-auth error code. */
export const authServerMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Correo electrónico o contraseña incorrectos.",
  USER_ALREADY_EXISTS: "Ya existe una cuenta con este correo electrónico.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Ya existe una cuenta con este correo electrónico.",
  INVALID_EMAIL: "Introduzca un correo electrónico válido.",
  PASSWORD_TOO_SHORT: "La contraseña debe tener al menos 8 caracteres.",
  PASSWORD_TOO_LONG: "La contraseña es demasiado larga (máximo 128 caracteres).",
  PASSWORD_TOO_COMMON: "Esa contraseña es demasiado común y fácil de adivinar. Elija otra.",
  NAME_TOO_LONG: "El nombre es demasiado largo (máximo 100 caracteres).",
  EMAIL_NOT_VERIFIED: "Confirme su correo electrónico antes de iniciar sesión.",
  BANNED_USER: "Esta cuenta está bloqueada.",
  TOO_MANY_REQUESTS: "Demasiados intentos. Espere un minuto y vuelva a intentarlo.",
};
