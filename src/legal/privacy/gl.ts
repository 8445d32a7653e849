import type { PrivacyTexts } from "./es";

/** The privacy policy in Galician (RAG norm), paragraph for paragraph as the Spanish one. */
export const gl: PrivacyTexts = {
  title: "Política de privacidade",
  description:
    "Que datos persoais recollemos na nosa web, para que os usamos, como os protexemos e como exercer os seus dereitos RGPD (acceso, supresión, portabilidade…).",
  intro: (controller) =>
    `${controller} é a responsable do tratamento dos datos persoais que se recollen a través deste sitio web. ` +
    "Esta política explica que datos tratamos, para que, durante canto tempo e que dereitos ten vostede, conforme ao Regulamento (UE) 2016/679 (RGPD) " +
    "e á Lei orgánica 3/2018, de protección de datos persoais e garantía dos dereitos dixitais (LOPDGDD).",
  collected: {
    title: "Datos que recollemos",
    lead: "Só tratamos os datos que vostede nos facilita voluntariamente ou que son imprescindibles para que o sitio funcione:",
    items: [
      {
        label: "Formulario de contacto",
        text:
          "nome, correo electrónico, teléfono (opcional), asunto, a mensaxe que nos escribe e se marca a caixa de comunicacións comerciais. " +
          "Con cada mensaxe gardamos tamén a versión do aviso informativo que se lle mostrou xunto ao formulario e a data e hora do envío, como proba da información que recibiu e do que elixiu. " +
          "Rogámoslle que non inclúa datos especialmente sensibles, como os relativos á saúde.",
      },
      {
        label: "Orzamentos e obras",
        text: "se nos pide un orzamento ou nos encarga un traballo, os datos necesarios para iso, como o enderezo da obra, a descrición dos traballos, os planos ou fotografías que nos envíe e os seus datos de facturación.",
      },
      {
        label: "Datos técnicos",
        text: "o enderezo IP desde o que se envía o formulario, que usamos unicamente para limitar os envíos abusivos, e os rexistros técnicos do servidor.",
      },
      {
        label: "Chat de WhatsApp",
        text: "se nos escribe co botón de chat, a conversa ten lugar en WhatsApp, que trata os seus datos segundo a súa propia política de privacidade.",
      },
    ],
    cookies: {
      title: "Cookies e almacenamento no seu navegador",
      lead:
        "Este sitio non usa cookies de publicidade nin de analítica, e o reconto de visitas non garda nada no seu navegador. " +
        "O único que garda nel, para que o sitio funcione como vostede o deixou, é:",
      duration: "Duración",
      stored: [
        {
          name: "cookie-consent",
          where: "almacenamento local",
          purpose: "a súa resposta ao aviso de cookies (aceptar ou rexeitar), para non volver preguntarlle.",
          duration: "ata que vostede a borre.",
        },
        {
          name: "theme",
          where: "almacenamento local",
          purpose: "o tema que escolle co botón de tema (claro ou escuro); se escolle o do sistema, bórrase.",
          duration: "ata que vostede a borre.",
        },
        {
          name: "static-v1",
          where: "caché do navegador, polo service worker do sitio",
          purpose:
            "copias dos arquivos do propio sitio (scripts, estilos, imaxes) para cargar antes as páxinas en próximas visitas; non contén datos persoais.",
          duration: "ata que se actualiza o sitio ou vostede a borra.",
        },
      ],
      staffLead: "Só para o persoal da empresa que entra na área privada:",
      staff: [
        {
          name: "better-auth.session_token",
          where: "cookie técnica, inaccesible aos scripts",
          purpose: "manter iniciada a sesión do persoal.",
          duration: "7 días, ou ata pechar a sesión.",
        },
        {
          name: "sidebar_state",
          where: "cookie",
          purpose: "se o menú lateral da área privada está aberto ou pregado.",
          duration: "7 días.",
        },
      ],
      embedsLead:
        "Os vídeos de YouTube e Vimeo dos proxectos móstranse sen contactar con esas plataformas. Só se vostede preme o botón de reproducir cárgase o seu reprodutor, " +
        "que recibe o seu enderezo IP e pode gardar no seu navegador o seguinte, como responsable o propio provedor:",
      embeds: [
        {
          label: "YouTube (Google)",
          text:
            "o reprodutor cárgase desde youtube-nocookie.com, o modo de privacidade mellorada de Google. Ao reproducir, pode gardar identificadores e preferencias do reprodutor " +
            "no almacenamento local (por exemplo, yt-remote-device-id, sen caducidade) e cookies de YouTube (por exemplo, YSC, ata pechar o navegador, e VISITOR_INFO1_LIVE, uns 6 meses) " +
            "para medir a reprodución e evitar abusos.",
          policy: "Política de privacidade de Google",
          href: "https://policies.google.com/privacy",
        },
        {
          label: "Vimeo",
          text:
            "o reprodutor cárgase co parámetro dnt=1 («non rastrexar»), co que Vimeo non rexistra datos da sesión nin garda cookies de seguimento; " +
            "pode gardar só as técnicas que precisa para reproducir o vídeo, coa duración que fixa Vimeo.",
          policy: "Política de privacidade de Vimeo",
          href: "https://vimeo.com/privacy",
        },
      ],
      erase: "Pode ver e borrar todo iso desde a configuración do seu navegador; se o borra, o sitio segue funcionando e só volve preguntarlle polas cookies.",
    },
  },
  use: {
    title: "Uso dos datos",
    lead: "Utilizamos os seus datos para:",
    purposes: [
      "Responder ás súas consultas e preparar os orzamentos que nos solicite.",
      "Enviarlle por correo electrónico comunicacións comerciais sobre os nosos servizos, só se nos deu o seu consentimento marcando a caixa do formulario de contacto.",
      "Xestionar a relación contractual se nos encarga unha obra: planificación, execución, facturación e garantías.",
      "Cumprir as nosas obrigas legais, fiscais e contables.",
      "Protexer o sitio web fronte a usos abusivos ou fraudulentos.",
    ],
    legalBasis: {
      label: "Base legal",
      text:
        "a súa solicitude e as medidas precontractuais que pide, para responder ás súas consultas (tamén as do formulario de contacto) e preparar orzamentos, " +
        "e a execución do contrato (art. 6.1.b RGPD); o seu consentimento para as comunicacións comerciais (art. 6.1.a RGPD), que só lle enviaremos se marca a caixa do formulario " +
        "e que pode retirar en calquera momento; o cumprimento de obrigas legais (art. 6.1.c RGPD), entre elas a de poder demostrar ese consentimento, " +
        "e o noso interese lexítimo en manter a seguridade do sitio (art. 6.1.f RGPD). Non tomamos decisións automatizadas nin elaboramos perfís.",
    },
    retention: {
      label: "Conservación",
      text:
        "as mensaxes do formulario gárdanse o tempo necesario para atender a súa consulta e, se non chega a contratarse ningún traballo, un máximo de 12 meses. " +
        "Os datos de clientes consérvanse mentres dura a relación e, despois, durante os prazos que esixe a lei (por exemplo, seis anos para a documentación contable) " +
        "e os das garantías da obra. Se aceptou recibir comunicacións comerciais, usamos o seu nome e o seu correo para iso ata que retire o seu consentimento.",
    },
  },
  security: {
    title: "Protección dos datos",
    lead: "Aplicamos medidas técnicas e organizativas axeitadas ao risco para protexer os seus datos fronte á perda, o acceso non autorizado ou a alteración:",
    measures: [
      "Comunicación cifrada (HTTPS) entre o seu navegador e o noso servidor.",
      "Acceso ao panel de xestión restrinxido ao persoal autorizado, con contrasinal e control de permisos no servidor.",
      "Credenciais sensibles gardadas cifradas e copias de seguridade periódicas.",
      "Deber de confidencialidade de todas as persoas que tratan datos persoais na empresa.",
    ],
    breach:
      "Se se producise unha violación de seguridade que afectase os seus datos, notificariámolo á autoridade de control e, cando proceda, a vostede, nos prazos que establece o RGPD.",
  },
  sharing: {
    title: "Comunicación de datos a terceiros",
    lead: "Non vendemos, alugamos nin cedemos os seus datos persoais a terceiros con fins comerciais. Só poden acceder a eles, na medida necesaria:",
    recipients: [
      "Os provedores que nos prestan servizos (aloxamento web, correo electrónico), como encargados do tratamento e cun contrato conforme ao artigo 28 do RGPD.",
      "Os colaboradores e subcontratistas dunha obra (por exemplo, instaladores ou arquitectos técnicos), só cos datos imprescindibles para executar os traballos que nos encargou.",
      "As administracións públicas, os xulgados, a nosa asesoría fiscal ou as entidades bancarias, cando o esixa a lei ou sexa necesario para xestionar os pagamentos.",
    ],
    transfers:
      "Se algún provedor tratase datos fóra do Espazo Económico Europeo, faríao coas garantías que prevé o RGPD (decisións de adecuación ou cláusulas contractuais tipo).",
  },
  rights: {
    title: "Os seus dereitos (RGPD)",
    lead: "Pode exercer en calquera momento, e de forma gratuíta, os seguintes dereitos:",
    rights: [
      { label: "Acceso", text: "saber se tratamos os seus datos e obter unha copia." },
      { label: "Rectificación", text: "corrixir os datos inexactos ou incompletos." },
      { label: "Supresión", text: "pedir que borremos os seus datos cando xa non sexan necesarios." },
      { label: "Oposición", text: "opoñerse a un tratamento baseado no noso interese lexítimo." },
      { label: "Limitación", text: "pedir que suspendamos o tratamento mentres se resolve unha reclamación." },
      { label: "Portabilidade", text: "recibir os datos que nos facilitou nun formato estruturado e de uso común, ou que os enviemos a outro responsable." },
      {
        label: "Retirada do consentimento",
        text: "deixar de recibir comunicacións comerciais en calquera momento, escribíndonos ou respondendo a calquera delas; non afecta aos envíos anteriores nin á resposta á súa consulta.",
      },
    ],
    writeUs: "Para exercelos, escríbanos ",
    howAndComplaint:
      " indicando o dereito que exerce e un medio para acreditar a súa identidade. Responderémoslle no prazo máximo dun mes. " +
      "Se considera que non atendemos correctamente a súa solicitude, pode presentar unha reclamación ante a Axencia Española de Protección de Datos (AEPD) en ",
  },
  contact: {
    title: "Contacto",
    lead: (company) => `Para calquera cuestión sobre esta política ou sobre o tratamento dos seus datos, pode dirixirse a ${company}:`,
    email: "Correo electrónico",
    phone: "Teléfono",
    address: "Enderezo",
    form: "Formulario de contacto",
    formLink: "sección Contacto desta web",
  },
  changes: {
    title: "Cambios nesta política",
    text:
      "Podemos actualizar esta política para adaptala a cambios legais ou dos nosos servizos. A versión vixente é sempre a publicada nesta páxina, " +
      "coa súa data de última actualización. Se os cambios fosen relevantes, indicarémolo de forma visible no sitio web.",
  },
};
