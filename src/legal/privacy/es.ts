/**
 * The privacy policy in Spanish: its words only (./index.ts gives them their structure). The
 * Galician and English texts have this shape; a list's items are in the same order in each.
 */
export const es = {
  title: "Política de privacidad",
  description:
    "Qué datos personales recogemos en nuestra web, para qué los usamos, cómo los protegemos y cómo ejercer sus derechos RGPD (acceso, supresión, portabilidad…).",
  /** `controller`: the company's name, with its address when known. */
  intro: (controller: string) =>
    `${controller} es la responsable del tratamiento de los datos personales que se recogen a través de este sitio web. ` +
    "Esta política explica qué datos tratamos, para qué, durante cuánto tiempo y qué derechos tiene usted, conforme al Reglamento (UE) 2016/679 (RGPD) " +
    "y a la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).",
  collected: {
    title: "Datos que recopilamos",
    lead: "Solo tratamos los datos que usted nos facilita voluntariamente o que son imprescindibles para que el sitio funcione:",
    items: [
      {
        label: "Formulario de contacto",
        text:
          "nombre, correo electrónico, teléfono (opcional), asunto, el mensaje que nos escribe y si marca la casilla de comunicaciones comerciales. " +
          "Con cada mensaje guardamos también la versión del aviso informativo que se le mostró junto al formulario y la fecha y hora del envío, como prueba de la información que recibió y de lo que eligió. " +
          "Le rogamos que no incluya datos especialmente sensibles, como los relativos a la salud.",
      },
      {
        label: "Presupuestos y obras",
        text: "si nos pide un presupuesto o nos encarga un trabajo, los datos necesarios para ello, como la dirección de la obra, la descripción de los trabajos, los planos o fotografías que nos envíe y sus datos de facturación.",
      },
      {
        label: "Datos técnicos",
        text: "la dirección IP desde la que se envía el formulario, que usamos únicamente para limitar los envíos abusivos, y los registros técnicos del servidor.",
      },
      {
        label: "Chat de WhatsApp",
        text: "si nos escribe con el botón de chat, la conversación tiene lugar en WhatsApp, que trata sus datos según su propia política de privacidad.",
      },
    ],
    cookies: {
      title: "Cookies y almacenamiento en su navegador",
      lead:
        "Este sitio no usa cookies de publicidad ni de analítica, y el recuento de visitas no guarda nada en su navegador. " +
        "Lo único que guarda en él, para que el sitio funcione como usted lo ha dejado, es:",
      duration: "Duración",
      stored: [
        {
          name: "cookie-consent",
          where: "almacenamiento local",
          purpose: "su respuesta al aviso de cookies (aceptar o rechazar), para no volver a preguntarle.",
          duration: "hasta que usted la borre.",
        },
        {
          name: "theme",
          where: "almacenamiento local",
          purpose: "el tema que elige con el botón de tema (claro u oscuro); si elige el del sistema, se borra.",
          duration: "hasta que usted la borre.",
        },
        {
          name: "static-v1",
          where: "caché del navegador, por el service worker del sitio",
          purpose:
            "copias de los archivos del propio sitio (scripts, estilos, imágenes) para cargar antes las páginas en próximas visitas; no contiene datos personales.",
          duration: "hasta que se actualiza el sitio o usted la borra.",
        },
      ],
      staffLead: "Solo para el personal de la empresa que entra en el área privada:",
      staff: [
        {
          name: "better-auth.session_token",
          where: "cookie técnica, inaccesible a los scripts",
          purpose: "mantener iniciada la sesión del personal.",
          duration: "7 días, o hasta cerrar la sesión.",
        },
        {
          name: "sidebar_state",
          where: "cookie",
          purpose: "si el menú lateral del área privada está abierto o plegado.",
          duration: "7 días.",
        },
      ],
      embedsLead:
        "Los vídeos de YouTube y Vimeo de los proyectos se muestran sin contactar con esas plataformas. Solo si usted pulsa el botón de reproducir se carga su reproductor, " +
        "que recibe su dirección IP y puede guardar en su navegador lo siguiente, como responsable el propio proveedor:",
      embeds: [
        {
          label: "YouTube (Google)",
          text:
            "el reproductor se carga desde youtube-nocookie.com, el modo de privacidad mejorada de Google. Al reproducir, puede guardar identificadores y preferencias del reproductor " +
            "en el almacenamiento local (por ejemplo, yt-remote-device-id, sin caducidad) y cookies de YouTube (por ejemplo, YSC, hasta cerrar el navegador, y VISITOR_INFO1_LIVE, unos 6 meses) " +
            "para medir la reproducción y evitar abusos.",
          policy: "Política de privacidad de Google",
          href: "https://policies.google.com/privacy",
        },
        {
          label: "Vimeo",
          text:
            "el reproductor se carga con el parámetro dnt=1 («no rastrear»), con el que Vimeo no registra datos de la sesión ni guarda cookies de seguimiento; " +
            "puede guardar solo las técnicas que necesita para reproducir el vídeo, con la duración que fija Vimeo.",
          policy: "Política de privacidad de Vimeo",
          href: "https://vimeo.com/privacy",
        },
      ],
      erase:
        "Puede ver y borrar todo ello desde la configuración de su navegador; si lo borra, el sitio sigue funcionando y solo vuelve a preguntarle por las cookies.",
    },
  },
  use: {
    title: "Uso de los datos",
    lead: "Utilizamos sus datos para:",
    purposes: [
      "Responder a sus consultas y preparar los presupuestos que nos solicite.",
      "Enviarle por correo electrónico comunicaciones comerciales sobre nuestros servicios, solo si nos ha dado su consentimiento marcando la casilla del formulario de contacto.",
      "Gestionar la relación contractual si nos encarga una obra: planificación, ejecución, facturación y garantías.",
      "Cumplir nuestras obligaciones legales, fiscales y contables.",
      "Proteger el sitio web frente a usos abusivos o fraudulentos.",
    ],
    legalBasis: {
      label: "Base legal",
      text:
        "su solicitud y las medidas precontractuales que pide, para responder a sus consultas (también las del formulario de contacto) y preparar presupuestos, " +
        "y la ejecución del contrato (art. 6.1.b RGPD); su consentimiento para las comunicaciones comerciales (art. 6.1.a RGPD), que solo le enviaremos si marca la casilla del formulario " +
        "y que puede retirar en cualquier momento; el cumplimiento de obligaciones legales (art. 6.1.c RGPD), entre ellas la de poder demostrar ese consentimiento, " +
        "y nuestro interés legítimo en mantener la seguridad del sitio (art. 6.1.f RGPD). No tomamos decisiones automatizadas ni elaboramos perfiles.",
    },
    retention: {
      label: "Conservación",
      text:
        "los mensajes del formulario se guardan el tiempo necesario para atender su consulta y, si no llega a contratarse ningún trabajo, un máximo de 12 meses. " +
        "Los datos de clientes se conservan mientras dura la relación y, después, durante los plazos que exige la ley (por ejemplo, seis años para la documentación contable) " +
        "y los de las garantías de la obra. Si ha aceptado recibir comunicaciones comerciales, usamos su nombre y su correo para ello hasta que retire su consentimiento.",
    },
  },
  security: {
    title: "Protección de los datos",
    lead: "Aplicamos medidas técnicas y organizativas adecuadas al riesgo para proteger sus datos frente a la pérdida, el acceso no autorizado o la alteración:",
    measures: [
      "Comunicación cifrada (HTTPS) entre su navegador y nuestro servidor.",
      "Acceso al panel de gestión restringido al personal autorizado, con contraseña y control de permisos en el servidor.",
      "Credenciales sensibles guardadas cifradas y copias de seguridad periódicas.",
      "Deber de confidencialidad de todas las personas que tratan datos personales en la empresa.",
    ],
    breach:
      "Si se produjera una brecha de seguridad que afectase a sus datos, lo notificaríamos a la autoridad de control y, cuando proceda, a usted, en los plazos que establece el RGPD.",
  },
  sharing: {
    title: "Compartición de datos",
    lead: "No vendemos, alquilamos ni cedemos sus datos personales a terceros con fines comerciales. Solo pueden acceder a ellos, en la medida necesaria:",
    recipients: [
      "Los proveedores que nos prestan servicios (alojamiento web, correo electrónico), como encargados del tratamiento y con un contrato conforme al artículo 28 del RGPD.",
      "Los colaboradores y subcontratistas de una obra (por ejemplo, instaladores o arquitectos técnicos), solo con los datos imprescindibles para ejecutar los trabajos que nos ha encargado.",
      "Las administraciones públicas, los juzgados, nuestra asesoría fiscal o las entidades bancarias, cuando lo exija la ley o sea necesario para gestionar los pagos.",
    ],
    transfers:
      "Si algún proveedor tratase datos fuera del Espacio Económico Europeo, lo haría con las garantías que prevé el RGPD (decisiones de adecuación o cláusulas contractuales tipo).",
  },
  rights: {
    title: "Sus derechos (RGPD)",
    lead: "Puede ejercer en cualquier momento, y de forma gratuita, los siguientes derechos:",
    rights: [
      { label: "Acceso", text: "saber si tratamos sus datos y obtener una copia." },
      { label: "Rectificación", text: "corregir los datos inexactos o incompletos." },
      { label: "Supresión", text: "pedir que borremos sus datos cuando ya no sean necesarios." },
      { label: "Oposición", text: "oponerse a un tratamiento basado en nuestro interés legítimo." },
      { label: "Limitación", text: "pedir que suspendamos el tratamiento mientras se resuelve una reclamación." },
      { label: "Portabilidad", text: "recibir los datos que nos facilitó en un formato estructurado y de uso común, o que los enviemos a otro responsable." },
      {
        label: "Retirada del consentimiento",
        text: "dejar de recibir comunicaciones comerciales en cualquier momento, escribiéndonos o respondiendo a cualquiera de ellas; no afecta a los envíos anteriores ni a la respuesta a su consulta.",
      },
    ],
    /** Before "a info@…" / "a nuestro formulario de contacto". */
    writeUs: "Para ejercerlos, escríbanos ",
    /** After the address, before the AEPD's site. */
    howAndComplaint:
      " indicando el derecho que ejerce y un medio para acreditar su identidad. Le responderemos en el plazo máximo de un mes. " +
      "Si considera que no hemos atendido correctamente su solicitud, puede presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD) en ",
  },
  contact: {
    title: "Contacto",
    lead: (company: string) => `Para cualquier cuestión sobre esta política o sobre el tratamiento de sus datos, puede dirigirse a ${company}:`,
    email: "Correo electrónico",
    phone: "Teléfono",
    address: "Dirección",
    form: "Formulario de contacto",
    formLink: "sección Contacto de esta web",
  },
  changes: {
    title: "Cambios en esta política",
    text:
      "Podemos actualizar esta política para adaptarla a cambios legales o de nuestros servicios. La versión vigente es siempre la publicada en esta página, " +
      "con su fecha de última actualización. Si los cambios fueran relevantes, lo indicaremos de forma visible en el sitio web.",
  },
};

export type PrivacyTexts = typeof es;
