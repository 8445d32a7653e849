import type { Catalogue } from "@/i18n/catalogue";

/**
 * The Access Denied screen (the spec's English wording verbatim in English) and the refusals of
 * `requireRole`. A refusal keeps its code in brackets in every language: the generic error
 * handler recognises 'unauthorized' and 'forbidden' in a message.
 */
const es = {
  title: "Acceso denegado",
  body: "No tiene privilegios de administrador para acceder a esta área.",
  signOut: "Cerrar sesión",
  unauthorized: "No ha iniciado sesión (unauthorized). Inicie sesión para continuar.",
  forbidden: "Su rol no le permite hacer esto (forbidden).",
  roleBody: "Su rol no le permite abrir esta parte del panel.",
  backToPanel: "Volver al panel",
};

export type AccessMessages = typeof es;

export const accessMessages: Catalogue<AccessMessages> = {
  es,
  gl: {
    title: "Acceso denegado",
    body: "Non ten privilexios de administrador para acceder a esta área.",
    signOut: "Pechar sesión",
    unauthorized: "Non iniciou sesión (unauthorized). Inicie sesión para continuar.",
    forbidden: "O seu rol non lle permite facer isto (forbidden).",
    roleBody: "O seu rol non lle permite abrir esta parte do panel.",
    backToPanel: "Volver ao panel",
  },
  pt: {
    title: "Acesso negado",
    body: "Você não tem privilégios de administrador para acessar esta área.",
    signOut: "Sair",
    unauthorized: "Você não está conectado (unauthorized). Faça login para continuar.",
    forbidden: "Seu papel não permite fazer isto (forbidden).",
    roleBody: "Seu papel não permite abrir esta parte do painel.",
    backToPanel: "Voltar ao painel",
  },
  en: {
    title: "Access Denied",
    body: "You don't have admin privileges to access this area.",
    signOut: "Sign Out",
    unauthorized: "You are not signed in (unauthorized). Please log in to continue.",
    forbidden: "Your role does not allow this (forbidden).",
    roleBody: "Your role does not allow you to open this part of the panel.",
    backToPanel: "Back to the panel",
  },
};
