import type { Catalogue } from "@/i18n/catalogue";
import { counted } from "@/i18n/wire";

/**
 * Following up the leads, read in several folders: the daily reminder e-mail (src/leads/reminders.ts),
 * the dashboard's follow-up and funnel cards and the sidebar's count on "Oportunidades".
 */
const es = {
  reminder: {
    subject: (due: number, fresh: number) =>
      [
        due ? plural("es", due, "# acción pendiente", "# acciones pendientes") : "",
        fresh ? plural("es", fresh, "# oportunidad nueva", "# oportunidades nuevas") : "",
      ]
        .filter(Boolean)
        .join(" y ") + " hoy",
    greeting: (name: string) => `Hola, ${name}:`,
    intro: "Esto es lo que le espera hoy en Oportunidades.",
    dueTitle: counted("es", { one: "Acción vencida o para hoy (1)", other: "Acciones vencidas o para hoy (#)" }),
    overdue: "Vencida",
    today: "Hoy",
    noAction: "Sin acción indicada",
    newTitle: counted("es", { one: "Oportunidad nueva (1)", other: "Oportunidades nuevas (#)" }),
    unassigned: "sin asignar",
    more: counted("es", { one: "… y 1 más", other: "… y # más" }),
    all: "Todas las oportunidades:",
    why: "Recibe este recordatorio cada día a las 08:00 porque gestiona oportunidades en el panel.",
  },
  followUp: {
    title: "Seguimiento de oportunidades",
    description: "Lo que espera a alguien del equipo comercial.",
    newLeads: { label: "Oportunidades nuevas", hint: "En la etapa Nuevo" },
    overdueMine: { label: "Acciones vencidas", hint: "Asignadas a usted" },
    overdueAll: { label: "Acciones vencidas", hint: "De todo el equipo" },
    remindersOn: "Cada día a las 08:00 cada comercial recibe por correo sus acciones pendientes y las oportunidades nuevas.",
    remindersOff: "Recordatorios desactivados: el correo (SMTP) no está configurado.",
    configure: "Configurar el correo",
  },
  badge: {
    count: counted("es", { one: "1 oportunidad por atender", other: "# oportunidades por atender" }),
    more: counted("es", { one: "Más de # oportunidad por atender", other: "Más de # oportunidades por atender" }),
  },
  funnel: {
    title: "Embudo de oportunidades",
    description: "Visitas a las páginas, clics en el chat, consultas recibidas y trabajos ganados, por mes (hora de Madrid).",
    byMonth: "Por mes, últimos 12 meses",
    byProject: "Por proyecto",
    period: "Periodo",
    last12: "Últimos 12 meses",
    show: "Mostrar",
    month: "Mes",
    project: "Proyecto",
    views: "Visitas",
    clicks: "Clics en el chat",
    enquiries: "Consultas",
    won: "Ganadas",
    value: "Valor ganado",
    total: "Total",
    none: "Aún no hay datos en este periodo.",
    previous: "Proyectos anteriores",
    next: "Más proyectos",
    page: (page: number) => `Página ${page}`,
  },
};

/** One of two forms by the language's plural rules, `#` the number (the subject joins two of them). */
function plural(locale: "es" | "gl" | "pt" | "en", n: number, one: string, other: string): string {
  return counted(locale, { one, other })(n);
}

export type LeadFollowUpMessages = typeof es;

export const leadFollowUpMessages: Catalogue<LeadFollowUpMessages> = {
  es,
  gl: {
    reminder: {
      subject: (due: number, fresh: number) =>
        [
          due ? plural("gl", due, "# acción pendente", "# accións pendentes") : "",
          fresh ? plural("gl", fresh, "# oportunidade nova", "# oportunidades novas") : "",
        ]
          .filter(Boolean)
          .join(" e ") + " hoxe",
      greeting: (name: string) => `Ola, ${name}:`,
      intro: "Isto é o que lle agarda hoxe en Oportunidades.",
      dueTitle: counted("gl", { one: "Acción vencida ou para hoxe (1)", other: "Accións vencidas ou para hoxe (#)" }),
      overdue: "Vencida",
      today: "Hoxe",
      noAction: "Sen acción indicada",
      newTitle: counted("gl", { one: "Oportunidade nova (1)", other: "Oportunidades novas (#)" }),
      unassigned: "sen asignar",
      more: counted("gl", { one: "… e 1 máis", other: "… e # máis" }),
      all: "Todas as oportunidades:",
      why: "Recibe este recordatorio cada día ás 08:00 porque xestiona oportunidades no panel.",
    },
    followUp: {
      title: "Seguimento de oportunidades",
      description: "O que agarda por alguén do equipo comercial.",
      newLeads: { label: "Oportunidades novas", hint: "Na etapa Novo" },
      overdueMine: { label: "Accións vencidas", hint: "Asignadas a vostede" },
      overdueAll: { label: "Accións vencidas", hint: "De todo o equipo" },
      remindersOn: "Cada día ás 08:00 cada comercial recibe por correo as súas accións pendentes e as oportunidades novas.",
      remindersOff: "Recordatorios desactivados: o correo (SMTP) non está configurado.",
      configure: "Configurar o correo",
    },
    badge: {
      count: counted("gl", { one: "1 oportunidade por atender", other: "# oportunidades por atender" }),
      more: counted("gl", { one: "Máis de # oportunidade por atender", other: "Máis de # oportunidades por atender" }),
    },
    funnel: {
      title: "Funil de oportunidades",
      description: "Visitas ás páxinas, clics no chat, consultas recibidas e traballos gañados, por mes (hora de Madrid).",
      byMonth: "Por mes, últimos 12 meses",
      byProject: "Por proxecto",
      period: "Período",
      last12: "Últimos 12 meses",
      show: "Mostrar",
      month: "Mes",
      project: "Proxecto",
      views: "Visitas",
      clicks: "Clics no chat",
      enquiries: "Consultas",
      won: "Gañadas",
      value: "Valor gañado",
      total: "Total",
      none: "Aínda non hai datos neste período.",
      previous: "Proxectos anteriores",
      next: "Máis proxectos",
      page: (page: number) => `Páxina ${page}`,
    },
  },
  pt: {
    reminder: {
      subject: (due: number, fresh: number) =>
        [due ? plural("pt", due, "# ação pendente", "# ações pendentes") : "", fresh ? plural("pt", fresh, "# oportunidade nova", "# oportunidades novas") : ""]
          .filter(Boolean)
          .join(" e ") + " hoje",
      greeting: (name: string) => `Olá, ${name}:`,
      intro: "Isto é o que espera por você hoje em Oportunidades.",
      dueTitle: counted("pt", { one: "Ação vencida ou para hoje (1)", other: "Ações vencidas ou para hoje (#)" }),
      overdue: "Vencida",
      today: "Hoje",
      noAction: "Sem ação indicada",
      newTitle: counted("pt", { one: "Oportunidade nova (1)", other: "Oportunidades novas (#)" }),
      unassigned: "sem responsável",
      more: counted("pt", { one: "… e mais 1", other: "… e mais #" }),
      all: "Todas as oportunidades:",
      why: "Você recebe este lembrete todos os dias às 08:00 porque gerencia oportunidades no painel.",
    },
    followUp: {
      title: "Acompanhamento de oportunidades",
      description: "O que espera por alguém da equipe comercial.",
      newLeads: { label: "Oportunidades novas", hint: "Na etapa Novo" },
      overdueMine: { label: "Ações vencidas", hint: "Atribuídas a você" },
      overdueAll: { label: "Ações vencidas", hint: "De toda a equipe" },
      remindersOn: "Todos os dias às 08:00 cada comercial recebe por e-mail suas ações pendentes e as oportunidades novas.",
      remindersOff: "Lembretes desativados: o e-mail (SMTP) não está configurado.",
      configure: "Configurar o e-mail",
    },
    badge: {
      count: counted("pt", { one: "1 oportunidade para atender", other: "# oportunidades para atender" }),
      more: counted("pt", { one: "Mais de # oportunidade para atender", other: "Mais de # oportunidades para atender" }),
    },
    funnel: {
      title: "Funil de oportunidades",
      description: "Visitas às páginas, cliques no chat, consultas recebidas e trabalhos ganhos, por mês (horário de Madri).",
      byMonth: "Por mês, últimos 12 meses",
      byProject: "Por projeto",
      period: "Período",
      last12: "Últimos 12 meses",
      show: "Mostrar",
      month: "Mês",
      project: "Projeto",
      views: "Visitas",
      clicks: "Cliques no chat",
      enquiries: "Consultas",
      won: "Ganhas",
      value: "Valor ganho",
      total: "Total",
      none: "Ainda não há dados neste período.",
      previous: "Projetos anteriores",
      next: "Mais projetos",
      page: (page: number) => `Página ${page}`,
    },
  },
  en: {
    reminder: {
      subject: (due: number, fresh: number) =>
        [due ? plural("en", due, "# action due", "# actions due") : "", fresh ? plural("en", fresh, "# new lead", "# new leads") : ""]
          .filter(Boolean)
          .join(" and ") + " today",
      greeting: (name: string) => `Hello ${name},`,
      intro: "This is what waits for you in Leads today.",
      dueTitle: counted("en", { one: "Action overdue or due today (1)", other: "Actions overdue or due today (#)" }),
      overdue: "Overdue",
      today: "Today",
      noAction: "No action given",
      newTitle: counted("en", { one: "New lead (1)", other: "New leads (#)" }),
      unassigned: "unassigned",
      more: counted("en", { one: "… and 1 more", other: "… and # more" }),
      all: "All leads:",
      why: "You receive this reminder every day at 08:00 because you manage leads in the back office.",
    },
    followUp: {
      title: "Lead follow-up",
      description: "What is waiting for someone in sales.",
      newLeads: { label: "New leads", hint: "In the New stage" },
      overdueMine: { label: "Overdue actions", hint: "Assigned to you" },
      overdueAll: { label: "Overdue actions", hint: "The whole team's" },
      remindersOn: "Every day at 08:00 each salesperson gets an e-mail with their due actions and the new leads.",
      remindersOff: "Reminders are off: e-mail (SMTP) is not configured.",
      configure: "Configure e-mail",
    },
    badge: {
      count: counted("en", { one: "1 lead to attend to", other: "# leads to attend to" }),
      more: counted("en", { one: "More than # lead to attend to", other: "More than # leads to attend to" }),
    },
    funnel: {
      title: "Lead funnel",
      description: "Page views, chat clicks, enquiries received and jobs won, per month (Madrid time).",
      byMonth: "Per month, last 12 months",
      byProject: "Per project",
      period: "Period",
      last12: "Last 12 months",
      show: "Show",
      month: "Month",
      project: "Project",
      views: "Views",
      clicks: "Chat clicks",
      enquiries: "Enquiries",
      won: "Won",
      value: "Value won",
      total: "Total",
      none: "No data in this period yet.",
      previous: "Previous projects",
      next: "More projects",
      page: (page: number) => `Page ${page}`,
    },
  },
};
