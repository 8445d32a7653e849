import type { Catalogue } from "@/i18n/catalogue";

/**
 * The sign-in screen, in each admin language (chosen on the screen; Spanish by
 * default). The spec names these messages by key and leaves their wording unshown.
 */
const es = {
  pageTitle: "Acceso",
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
  accountCreated: "Cuenta creada correctamente.",
  invalidRequest: "Solicitud no válida.",
  language: "Idioma",
  backToSite: "Volver al sitio web",
};

export type AuthMessages = typeof es;

export const authMessages: Catalogue<AuthMessages> = {
  es,
  gl: {
    pageTitle: "Acceso",
    signIn: "Iniciar sesión",
    signUp: "Crear conta",
    email: "Correo electrónico",
    password: "Contrasinal",
    confirmPassword: "Confirmar contrasinal",
    signingIn: "Iniciando sesión...",
    signingUp: "Creando conta...",
    title: "Acceso ao panel",
    subtitle: "Inicie sesión para xestionar o contido do sitio.",
    loginSuccess: "Sesión iniciada correctamente.",
    accountCreated: "Conta creada correctamente.",
    invalidRequest: "Solicitude non válida.",
    language: "Idioma",
    backToSite: "Volver ao sitio web",
  },
  pt: {
    pageTitle: "Acesso",
    signIn: "Entrar",
    signUp: "Criar conta",
    email: "E-mail",
    password: "Senha",
    confirmPassword: "Confirmar senha",
    signingIn: "Entrando...",
    signingUp: "Criando conta...",
    title: "Acesso ao painel",
    subtitle: "Entre para gerenciar o conteúdo do site.",
    loginSuccess: "Sessão iniciada com sucesso.",
    accountCreated: "Conta criada com sucesso.",
    invalidRequest: "Solicitação inválida.",
    language: "Idioma",
    backToSite: "Voltar ao site",
  },
  en: {
    pageTitle: "Sign in",
    signIn: "Sign in",
    signUp: "Create account",
    email: "Email",
    password: "Password",
    confirmPassword: "Confirm password",
    signingIn: "Signing in...",
    signingUp: "Creating account...",
    title: "Panel access",
    subtitle: "Sign in to manage the site's content.",
    loginSuccess: "Signed in.",
    accountCreated: "Account created.",
    invalidRequest: "Invalid request.",
    language: "Language",
    backToSite: "Back to the website",
  },
};

/**
 * What the browser reads outside any component (a form schema's messages; the sign-in screen's
 * error mapping): kept apart from the rest of the catalogue, so only these few strings reach the
 * browser bundle in every language.
 */
const authValidationMessagesEs = {
  emailRequired: "El correo electrónico es obligatorio.",
  emailInvalid: "Introduzca un correo electrónico válido.",
  passwordRequired: "La contraseña es obligatoria.",
  /** The sign-in form only: existing accounts may still have 6-character passwords. */
  signInPasswordMinLength: "La contraseña debe tener al menos 6 caracteres.",
  /** Sign-up and new passwords (the server's policy, src/auth/password-policy.ts). */
  passwordMinLength: "La contraseña debe tener al menos 8 caracteres.",
  passwordTooLong: "La contraseña es demasiado larga (máximo 128 caracteres).",
  passwordTooCommon: "Esa contraseña es demasiado común y fácil de adivinar. Elija otra.",
  passwordsDontMatch: "Las contraseñas no coinciden.",
  /** A refusal of the page's address when the site has its own (SITE_URL) and the page was opened at another. */
  openSiteAt: (address: string) => `Esta no es la dirección del sitio. Abra ${address}/auth e inicie sesión allí.`,
  /** The server did not answer (it failed or is restarting): nothing the person typed is wrong. */
  serverUnavailable: "El servidor no ha podido atender la solicitud. Espere un momento, recargue la página y vuelva a intentarlo.",
  loginError: "No se pudo iniciar sesión. Revise su correo y contraseña.",
  signupError: "No se pudo crear la cuenta. Inténtelo de nuevo.",
  nameTooLong: "El nombre es demasiado largo (máximo 100 caracteres).",
};

export type AuthValidationMessages = typeof authValidationMessagesEs;

export const authValidationMessages: Catalogue<AuthValidationMessages> = {
  es: authValidationMessagesEs,
  gl: {
    emailRequired: "O correo electrónico é obrigatorio.",
    emailInvalid: "Introduza un correo electrónico válido.",
    passwordRequired: "O contrasinal é obrigatorio.",
    signInPasswordMinLength: "O contrasinal debe ter polo menos 6 caracteres.",
    passwordMinLength: "O contrasinal debe ter polo menos 8 caracteres.",
    passwordTooLong: "O contrasinal é demasiado longo (máximo 128 caracteres).",
    passwordTooCommon: "Ese contrasinal é demasiado común e doado de adiviñar. Escolla outro.",
    passwordsDontMatch: "Os contrasinais non coinciden.",
    openSiteAt: (address: string) => `Este non é o enderezo do sitio. Abra ${address}/auth e inicie sesión alí.`,
    serverUnavailable: "O servidor non puido atender a solicitude. Agarde un momento, recargue a páxina e ténteo de novo.",
    loginError: "Non se puido iniciar sesión. Revise o seu correo e contrasinal.",
    signupError: "Non se puido crear a conta. Ténteo de novo.",
    nameTooLong: "O nome é demasiado longo (máximo 100 caracteres).",
  },
  pt: {
    emailRequired: "O e-mail é obrigatório.",
    emailInvalid: "Informe um e-mail válido.",
    passwordRequired: "A senha é obrigatória.",
    signInPasswordMinLength: "A senha deve ter pelo menos 6 caracteres.",
    passwordMinLength: "A senha deve ter pelo menos 8 caracteres.",
    passwordTooLong: "A senha é longa demais (máximo de 128 caracteres).",
    passwordTooCommon: "Essa senha é comum demais e fácil de adivinhar. Escolha outra.",
    passwordsDontMatch: "As senhas não coincidem.",
    openSiteAt: (address: string) => `Este não é o endereço do site. Abra ${address}/auth e entre por lá.`,
    serverUnavailable: "O servidor não conseguiu atender a solicitação. Aguarde um momento, recarregue a página e tente novamente.",
    loginError: "Não foi possível entrar. Verifique seu e-mail e sua senha.",
    signupError: "Não foi possível criar a conta. Tente novamente.",
    nameTooLong: "O nome é longo demais (máximo de 100 caracteres).",
  },
  en: {
    emailRequired: "The email address is required.",
    emailInvalid: "Enter a valid email address.",
    passwordRequired: "The password is required.",
    signInPasswordMinLength: "The password must be at least 6 characters long.",
    passwordMinLength: "The password must be at least 8 characters long.",
    passwordTooLong: "The password is too long (128 characters at most).",
    passwordTooCommon: "That password is too common and easy to guess. Choose another.",
    passwordsDontMatch: "The passwords do not match.",
    openSiteAt: (address: string) => `This is not the site's address. Open ${address}/auth and sign in there.`,
    serverUnavailable: "The server could not handle the request. Wait a moment, reload the page and try again.",
    loginError: "Could not sign in. Check your email and password.",
    signupError: "Could not create the account. Please try again.",
    nameTooLong: "The name is too long (100 characters at most).",
  },
};

const serverEs = {
  INVALID_EMAIL_OR_PASSWORD: "Correo electrónico o contraseña incorrectos.",
  USER_ALREADY_EXISTS: "Ya existe una cuenta con este correo electrónico.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Ya existe una cuenta con este correo electrónico.",
  INVALID_EMAIL: authValidationMessagesEs.emailInvalid,
  PASSWORD_TOO_SHORT: authValidationMessagesEs.passwordMinLength,
  PASSWORD_TOO_LONG: authValidationMessagesEs.passwordTooLong,
  PASSWORD_TOO_COMMON: authValidationMessagesEs.passwordTooCommon,
  NAME_TOO_LONG: authValidationMessagesEs.nameTooLong,
  EMAIL_NOT_VERIFIED: "Confirme su correo electrónico antes de iniciar sesión.",
  BANNED_USER: "Esta cuenta está bloqueada.",
  TOO_MANY_REQUESTS: "Demasiados intentos. Espere un minuto y vuelva a intentarlo.",
  /** A page of another address posted to sign-in (or the site is reached at an address it does not accept). */
  INVALID_ORIGIN:
    "El sitio no acepta el inicio de sesión desde esta dirección. Abra el sitio en su dirección habitual, recargue la página y vuelva a intentarlo. Si ya la está usando, quien administra el servidor debe indicarla en la configuración SITE_URL.",
  /** The browser (or an extension) sent no Origin and no Referer. */
  MISSING_OR_NULL_ORIGIN:
    "El navegador no indicó desde qué página se envió la solicitud. Recargue la página y vuelva a intentarlo; si sigue ocurriendo, pruebe sin extensiones de privacidad o con otro navegador.",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED:
    "Se rechazó una solicitud enviada desde otro sitio. Abra el sitio directamente, recargue la página y vuelva a intentarlo.",
  INVALID_CALLBACK_URL: "Solicitud no válida. Recargue la página y vuelva a intentarlo.",
};

export type AuthErrorCode = keyof typeof serverEs;

/** The server's messages by better-auth error code, in each language (the forms show them by code). */
export const authServerMessages: Catalogue<Record<AuthErrorCode, string>> = {
  es: serverEs,
  gl: {
    INVALID_EMAIL_OR_PASSWORD: "Correo electrónico ou contrasinal incorrectos.",
    USER_ALREADY_EXISTS: "Xa existe unha conta con este correo electrónico.",
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Xa existe unha conta con este correo electrónico.",
    INVALID_EMAIL: authValidationMessages.gl.emailInvalid,
    PASSWORD_TOO_SHORT: authValidationMessages.gl.passwordMinLength,
    PASSWORD_TOO_LONG: authValidationMessages.gl.passwordTooLong,
    PASSWORD_TOO_COMMON: authValidationMessages.gl.passwordTooCommon,
    NAME_TOO_LONG: authValidationMessages.gl.nameTooLong,
    EMAIL_NOT_VERIFIED: "Confirme o seu correo electrónico antes de iniciar sesión.",
    BANNED_USER: "Esta conta está bloqueada.",
    TOO_MANY_REQUESTS: "Demasiados intentos. Agarde un minuto e ténteo de novo.",
    INVALID_ORIGIN:
      "O sitio non acepta o inicio de sesión desde este enderezo. Abra o sitio no seu enderezo habitual, recargue a páxina e ténteo de novo. Se xa o está a usar, quen administra o servidor debe indicalo na configuración SITE_URL.",
    MISSING_OR_NULL_ORIGIN:
      "O navegador non indicou desde que páxina se enviou a solicitude. Recargue a páxina e ténteo de novo; se segue ocorrendo, probe sen extensións de privacidade ou con outro navegador.",
    CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "Rexeitouse unha solicitude enviada desde outro sitio. Abra o sitio directamente, recargue a páxina e ténteo de novo.",
    INVALID_CALLBACK_URL: "Solicitude non válida. Recargue a páxina e ténteo de novo.",
  },
  pt: {
    INVALID_EMAIL_OR_PASSWORD: "E-mail ou senha incorretos.",
    USER_ALREADY_EXISTS: "Já existe uma conta com este e-mail.",
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Já existe uma conta com este e-mail.",
    INVALID_EMAIL: authValidationMessages.pt.emailInvalid,
    PASSWORD_TOO_SHORT: authValidationMessages.pt.passwordMinLength,
    PASSWORD_TOO_LONG: authValidationMessages.pt.passwordTooLong,
    PASSWORD_TOO_COMMON: authValidationMessages.pt.passwordTooCommon,
    NAME_TOO_LONG: authValidationMessages.pt.nameTooLong,
    EMAIL_NOT_VERIFIED: "Confirme seu e-mail antes de entrar.",
    BANNED_USER: "Esta conta está bloqueada.",
    TOO_MANY_REQUESTS: "Tentativas demais. Aguarde um minuto e tente novamente.",
    INVALID_ORIGIN:
      "O site não aceita login a partir deste endereço. Abra o site no endereço habitual, recarregue a página e tente novamente. Se você já está usando esse endereço, quem administra o servidor deve informá-lo na configuração SITE_URL.",
    MISSING_OR_NULL_ORIGIN:
      "O navegador não informou de qual página a solicitação foi enviada. Recarregue a página e tente novamente; se continuar acontecendo, tente sem extensões de privacidade ou com outro navegador.",
    CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "Uma solicitação enviada de outro site foi recusada. Abra o site diretamente, recarregue a página e tente novamente.",
    INVALID_CALLBACK_URL: "Solicitação inválida. Recarregue a página e tente novamente.",
  },
  en: {
    INVALID_EMAIL_OR_PASSWORD: "Wrong email or password.",
    USER_ALREADY_EXISTS: "An account with this email already exists.",
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "An account with this email already exists.",
    INVALID_EMAIL: authValidationMessages.en.emailInvalid,
    PASSWORD_TOO_SHORT: authValidationMessages.en.passwordMinLength,
    PASSWORD_TOO_LONG: authValidationMessages.en.passwordTooLong,
    PASSWORD_TOO_COMMON: authValidationMessages.en.passwordTooCommon,
    NAME_TOO_LONG: authValidationMessages.en.nameTooLong,
    EMAIL_NOT_VERIFIED: "Confirm your email address before signing in.",
    BANNED_USER: "This account is blocked.",
    TOO_MANY_REQUESTS: "Too many attempts. Wait a minute and try again.",
    INVALID_ORIGIN:
      "The site does not accept sign-in from this address. Open the site at its usual address, reload the page and try again. If you are already using it, whoever runs the server must set it in the SITE_URL setting.",
    MISSING_OR_NULL_ORIGIN:
      "The browser did not say which page sent the request. Reload the page and try again; if it keeps happening, try without privacy extensions or in another browser.",
    CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "A request sent from another site was refused. Open the site directly, reload the page and try again.",
    INVALID_CALLBACK_URL: "Invalid request. Reload the page and try again.",
  },
};

// Client components read these by name (`useMessages("auth")`): see src/i18n/client-catalogues.ts.
declare module "@/i18n/client-catalogues" {
  interface ClientCatalogues {
    auth: AuthMessages;
  }
}
