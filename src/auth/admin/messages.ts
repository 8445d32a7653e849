import type { Catalogue } from "@/i18n/catalogue";

/**
 * The Access Denied screen (the spec's English wording verbatim in English) and the refusals of
 * `requireAdmin`. A refusal keeps its code in brackets in every language: the generic error
 * handler recognises 'unauthorized' and 'forbidden' in a message.
 */
const es = {
  title: "Acceso denegado",
  body: "No tiene privilegios de administrador para acceder a esta área.",
  signOut: "Cerrar sesión",
  unauthorized: "No ha iniciado sesión (unauthorized). Inicie sesión para continuar.",
  forbidden: "No tiene permisos de administrador (forbidden).",
};

export type AccessMessages = typeof es;

export const accessMessages: Catalogue<AccessMessages> = {
  es,
  gl: {
    title: "Acceso denegado",
    body: "Non ten privilexios de administrador para acceder a esta área.",
    signOut: "Pechar sesión",
    unauthorized: "Non iniciou sesión (unauthorized). Inicie sesión para continuar.",
    forbidden: "Non ten permisos de administrador (forbidden).",
  },
  pt: {
    title: "Acesso negado",
    body: "Você não tem privilégios de administrador para acessar esta área.",
    signOut: "Sair",
    unauthorized: "Você não está conectado (unauthorized). Faça login para continuar.",
    forbidden: "Você não tem permissões de administrador (forbidden).",
  },
  en: {
    title: "Access Denied",
    body: "You don't have admin privileges to access this area.",
    signOut: "Sign Out",
    unauthorized: "You are not signed in (unauthorized). Please log in to continue.",
    forbidden: "You do not have admin permissions (forbidden).",
  },
};
