import type { projects } from "@/db/schema";
import type { SceneKind } from "./pictures";

/** Stored URLs of a project's seeded images, for content blocks that show them again. */
export type ProjectImageUrls = { gallery: string[]; before: string[]; after: string[] };
export type DemoBlock = { blockType: string; content: Record<string, unknown> };

export type DemoProject = Omit<typeof projects.$inferInsert, "id" | "category" | "categoryId" | "coverImage"> & {
  categorySlug: string;
  /** One picture per gallery image; the first becomes the cover. */
  gallery: Array<{ kind: SceneKind; caption: string }>;
  /** Before/after pairs: the same scene, worn and renovated. */
  pairs?: Array<{ kind: SceneKind; before: string; after: string }>;
  palette: number;
  videos?: Array<{ url: string; title: string; description: string; muted?: boolean }>;
  blocks?: (images: ProjectImageUrls) => DemoBlock[];
};

const text = (html: string): DemoBlock => ({ blockType: "text", content: { text: html } });
const quote = (q: string, author: string, role: string): DemoBlock => ({ blockType: "quote", content: { quote: q, author, role } });
const image = (url: string, caption: string, alt: string): DemoBlock => ({ blockType: "image", content: { url, caption, alt } });
const gallery = (urls: string[], captions: string[]): DemoBlock => ({
  blockType: "gallery",
  content: { images: urls.map((url, i) => ({ url, alt: captions[i] ?? "", caption: captions[i] ?? "" })), columns: 3, spacing: "medium" },
});
const twoColumns = (html: string, imageUrl: string, imageCaption: string): DemoBlock => ({
  blockType: "two_columns",
  content: { leftType: "text", rightType: "image", leftContent: { text: html }, rightContent: { imageUrl, imageCaption } },
});
const video = (url: string, title: string, description: string): DemoBlock => ({
  blockType: "video",
  content: { url, type: "youtube", title, description },
});

// Placeholder public videos: replace with the company's own channel.
const VIDEO_OBRA = "https://www.youtube.com/embed/aqz-KE-bpKQ";
const VIDEO_RECORRIDO = "https://www.youtube.com/embed/LXb3EKWsInQ";

/**
 * Every demo project has its title and short description in Galician and English; the Pontevedra
 * kitchen has more. The rest (descriptions, features, materials…) shows the Spanish, as a
 * half-translated project does.
 */
export const demoProjects: DemoProject[] = [
  {
    slug: "reforma-integral-piso-travesia-vigo",
    title: "Reforma integral de piso en Travesía de Vigo",
    categorySlug: "reformas-integrales",
    location: "Travesía de Vigo, Vigo (Pontevedra)",
    shortDescription: "Piso de 1975 transformado: nueva distribución abierta, instalaciones completas y aislamiento.",
    description: "Reforma integral de un piso de 95 m² con cocina abierta al salón, dos baños nuevos y carpintería de PVC.",
    longDescription:
      "<p>Los propietarios querían un piso luminoso y eficiente sin cambiar de barrio. Derribamos el tabique entre cocina y salón, renovamos toda la <strong>instalación eléctrica y de fontanería</strong> y aislamos la fachada por el interior.</p><ul><li>Suelo laminado AC5 en toda la vivienda</li><li>Ventanas de PVC con doble acristalamiento bajo emisivo</li><li>Aerotermia para calefacción y agua caliente</li></ul>",
    client: "Familia Domínguez",
    constructionType: "Reforma integral",
    startDate: "2024-02-05",
    completionDate: "2024-06-14",
    areaSqm: 95,
    bedrooms: 3,
    bathrooms: 2,
    budgetRange: "45.000 € - 60.000 €",
    features: ["Cocina abierta al salón", "Aerotermia", "Carpintería de PVC", "Suelo laminado AC5", "Iluminación LED"],
    materials: { Suelo: "Laminado AC5 roble natural", Ventanas: "PVC con doble acristalamiento 4/16/4", Cocina: "Encimera de cuarzo compacto" },
    keywords: ["reforma integral Vigo", "reforma piso", "cocina abierta", "aerotermia"],
    metaTitle: "Reforma integral de piso en Vigo | Construcciones Miño",
    metaDescription: "Reforma integral de un piso de 95 m² en Travesía de Vigo: cocina abierta, dos baños, aerotermia y ventanas de PVC.",
    published: true,
    translations: {
      gl: {
        title: "Reforma integral de piso na Travesía de Vigo",
        shortDescription: "Piso de 1975 transformado: nova distribución aberta, instalacións completas e illamento.",
      },
      en: {
        title: "Full renovation of a flat on Travesía de Vigo",
        shortDescription: "A 1975 flat transformed: a new open layout, all-new wiring and plumbing, and insulation.",
      },
    },
    palette: 0,
    gallery: [
      { kind: "living", caption: "Salón abierto a la cocina" },
      { kind: "kitchen", caption: "Cocina con península" },
      { kind: "bathroom", caption: "Baño principal" },
      { kind: "living", caption: "Dormitorio principal" },
    ],
    pairs: [
      { kind: "living", before: "Salón antes de la reforma", after: "Salón terminado" },
      { kind: "kitchen", before: "Cocina original de 1975", after: "Cocina renovada" },
    ],
    videos: [{ url: VIDEO_RECORRIDO, title: "Recorrido por el piso terminado", description: "Visita de la vivienda el día de la entrega." }],
    blocks: (img) => [
      text("<h2>El reto</h2><p>Un piso compartimentado, oscuro y con instalaciones de los años setenta. El objetivo: <em>más luz y menos consumo</em>.</p>"),
      image(img.gallery[0], "El salón, ahora unido a la cocina", "Salón reformado con ventanal"),
      quote("Entraron en febrero y en junio ya estábamos viviendo en casa. Cumplieron cada fecha.", "Marta Domínguez", "Propietaria"),
    ],
  },
  {
    slug: "cocina-abierta-pontevedra",
    title: "Cocina abierta con isla en Pontevedra",
    categorySlug: "cocinas",
    location: "Pontevedra",
    shortDescription: "Cocina integrada en el salón con isla central, encimera de cuarzo y electrodomésticos eficientes.",
    description: "Nueva cocina de 22 m² en una vivienda del centro de Pontevedra, abierta al comedor.",
    longDescription:
      "<p>Sustituimos una cocina cerrada por un espacio abierto con <strong>isla central</strong> que hace de zona de desayunos. Reforzamos el forjado para la isla y llevamos la extracción a cubierta.</p><p>Los muebles, lacados en verde salvia, combinan con la encimera de cuarzo blanco.</p>",
    client: "Iago Fernández",
    constructionType: "Reforma de cocina",
    startDate: "2024-09-09",
    completionDate: "2024-10-25",
    areaSqm: 22,
    bathrooms: null,
    bedrooms: null,
    budgetRange: "18.000 € - 25.000 €",
    features: ["Isla central", "Extracción a cubierta", "Electrodomésticos A+++", "Iluminación bajo mueble"],
    materials: { Muebles: "Lacado mate verde salvia", Encimera: "Cuarzo blanco 2 cm", Frente: "Azulejo metro 7,5x15 cm" },
    keywords: ["cocina Pontevedra", "cocina con isla", "reforma de cocina"],
    metaTitle: "Cocina abierta con isla en Pontevedra | Construcciones Miño",
    metaDescription: "Reforma de cocina en Pontevedra: cocina abierta al comedor con isla central, muebles lacados y encimera de cuarzo.",
    published: true,
    // The fullest translation of the demo: Galician has every text but the long description
    // (shown only without blocks), English leaves the materials and SEO texts in Spanish.
    translations: {
      gl: {
        title: "Cociña aberta con illa en Pontevedra",
        shortDescription: "Cociña integrada no salón con illa central, encimeira de cuarzo e electrodomésticos eficientes.",
        description: "Nova cociña de 22 m² nunha vivenda do centro de Pontevedra, aberta ao comedor.",
        features: ["Illa central", "Extracción á cuberta", "Electrodomésticos A+++", "Iluminación baixo moble"],
        materials: [
          ["Mobles", "Lacado mate verde salvia"],
          ["Encimeira", "Cuarzo branco 2 cm"],
          ["Fronte", "Azulexo metro 7,5x15 cm"],
        ],
        metaTitle: "Cociña aberta con illa en Pontevedra | Construcciones Miño",
        metaDescription: "Reforma de cociña en Pontevedra: cociña aberta ao comedor con illa central, mobles lacados e encimeira de cuarzo.",
        keywords: ["cociña Pontevedra", "cociña con illa", "reforma de cociña"],
      },
      en: {
        title: "Open-plan kitchen with island in Pontevedra",
        shortDescription: "A kitchen opened onto the living room, with a central island, a quartz worktop and efficient appliances.",
        description: "A new 22 m² kitchen in a home in central Pontevedra, open to the dining room.",
        features: ["Central island", "Extraction through the roof", "A+++ appliances", "Under-cabinet lighting"],
      },
    },
    palette: 2,
    gallery: [
      { kind: "kitchen", caption: "Vista general de la cocina" },
      { kind: "kitchen", caption: "Isla central" },
      { kind: "living", caption: "Comedor junto a la cocina" },
      { kind: "kitchen", caption: "Zona de cocción" },
    ],
    pairs: [{ kind: "kitchen", before: "Cocina cerrada original", after: "Cocina abierta terminada" }],
    blocks: (img) => [
      text("<p>La isla concentra fregadero y zona de desayunos; la cocción queda junto a la pared para una extracción eficaz.</p>"),
      gallery(img.gallery.slice(0, 3), ["Vista general", "Isla central", "Comedor"]),
      twoColumns(
        "<h3>Materiales</h3><p>Muebles lacados en mate, encimera de cuarzo y azulejo tipo metro en el frente.</p>",
        img.gallery[3],
        "Detalle de la zona de cocción",
      ),
    ],
  },
  {
    slug: "bano-accesible-redondela",
    title: "Baño accesible en Redondela",
    categorySlug: "banos",
    location: "Redondela (Pontevedra)",
    shortDescription: "Bañera sustituida por ducha a ras de suelo, barras de apoyo y suelo antideslizante.",
    description: "Adaptación de un baño de 6 m² para una persona mayor, sin escalones y con apoyos.",
    longDescription:
      "<p>Retiramos la bañera y construimos una <strong>ducha de obra a ras de suelo</strong> con pendiente hacia un sumidero lineal. Colocamos barras abatibles, un asiento de ducha y pavimento clase 3 antideslizante.</p>",
    client: "Comunidad de propietarios Rúa Ribeira",
    constructionType: "Reforma de baño",
    startDate: "2025-01-13",
    completionDate: "2025-02-07",
    areaSqm: 6,
    bedrooms: null,
    bathrooms: 1,
    budgetRange: "8.000 € - 12.000 €",
    features: ["Ducha a ras de suelo", "Barras de apoyo", "Pavimento antideslizante", "Puerta corredera"],
    materials: { Pavimento: "Porcelánico antideslizante clase 3", Revestimiento: "Cerámica blanca 30x60 cm", Mampara: "Vidrio templado 8 mm" },
    keywords: ["baño accesible", "ducha a ras de suelo", "reforma baño Redondela"],
    metaTitle: "Baño accesible en Redondela | Construcciones Miño",
    metaDescription: "Adaptación de baño en Redondela: ducha a ras de suelo, barras de apoyo y pavimento antideslizante en 6 m².",
    published: true,
    translations: {
      gl: {
        title: "Baño adaptado en Redondela",
        shortDescription: "Bañeira substituída por ducha a nivel do chan, barras de apoio e chan antiesvarante.",
      },
      en: {
        title: "Accessible bathroom in Redondela",
        shortDescription: "Bathtub replaced by a level-access shower, grab bars and non-slip flooring.",
      },
    },
    palette: 1,
    gallery: [
      { kind: "bathroom", caption: "Ducha a ras de suelo" },
      { kind: "bathroom", caption: "Lavabo suspendido" },
      { kind: "bathroom", caption: "Detalle de la mampara" },
    ],
    pairs: [
      { kind: "bathroom", before: "Baño con bañera", after: "Ducha accesible" },
      { kind: "bathroom", before: "Lavabo con pie antiguo", after: "Mueble suspendido" },
    ],
    blocks: (img) => [
      text("<p>Una obra de cuatro semanas con la vivienda habitada: trabajamos por fases para que el baño de cortesía siguiera disponible.</p>"),
      twoColumns("<h3>Sin barreras</h3><p>Sin escalones ni bordes: la silla de ruedas entra hasta la ducha.</p>", img.after[0], "La ducha terminada"),
      quote("Mi madre vuelve a ducharse sola y segura.", "Carmen Pereira", "Hija de la propietaria"),
    ],
  },
  {
    slug: "vivienda-unifamiliar-nigran",
    title: "Vivienda unifamiliar en Nigrán",
    categorySlug: "obra-nueva",
    location: "Nigrán (Pontevedra)",
    shortDescription: "Casa de dos plantas con zócalo de granito, cubierta de teja y aerotermia, llave en mano.",
    description: "Obra nueva de 180 m² en parcela de 900 m², con jardín y garaje.",
    longDescription:
      "<p>Desde la licencia hasta la entrega de llaves: cimentación, estructura de hormigón, <strong>zócalo de granito del país</strong> y cubierta de teja cerámica.</p><p>La casa alcanza la calificación energética A gracias al aislamiento SATE, la ventilación con recuperación de calor y la aerotermia.</p>",
    client: "Lucía y Andrés",
    constructionType: "Obra nueva",
    startDate: "2023-03-01",
    completionDate: "2024-04-30",
    areaSqm: 180,
    bedrooms: 4,
    bathrooms: 3,
    budgetRange: "280.000 € - 320.000 €",
    features: ["Calificación energética A", "Aislamiento SATE", "Ventilación con recuperador", "Garaje para dos coches", "Jardín"],
    materials: { Estructura: "Hormigón armado", Zócalo: "Granito gris Mondariz", Cubierta: "Teja cerámica mixta", Fachada: "SATE con mortero acrílico" },
    keywords: ["obra nueva Nigrán", "casa unifamiliar", "vivienda eficiente", "llave en mano"],
    metaTitle: "Vivienda unifamiliar en Nigrán | Construcciones Miño",
    metaDescription: "Casa unifamiliar de 180 m² en Nigrán, llave en mano: granito, teja cerámica, SATE y calificación energética A.",
    published: true,
    translations: {
      gl: {
        title: "Vivenda unifamiliar en Nigrán",
        shortDescription: "Casa de dúas plantas con zócalo de granito, cuberta de tella e aerotermia, chave en man.",
      },
      en: {
        title: "Detached house in Nigrán",
        shortDescription: "A two-storey house with a granite plinth, a tiled roof and an air-source heat pump, built turnkey.",
      },
    },
    palette: 4,
    gallery: [
      { kind: "house", caption: "Fachada principal" },
      { kind: "house", caption: "Vista desde el jardín" },
      { kind: "living", caption: "Salón con ventanal" },
      { kind: "kitchen", caption: "Cocina" },
      { kind: "bathroom", caption: "Baño de la suite" },
    ],
    videos: [{ url: VIDEO_OBRA, title: "La obra en dos minutos", description: "Resumen de trece meses de obra.", muted: true }],
    blocks: (img) => [
      text("<h2>Trece meses de obra</h2><p>La parcela en pendiente obligó a un muro de contención de hormigón que ahora sostiene el jardín.</p>"),
      image(img.gallery[1], "La casa vista desde el jardín", "Casa unifamiliar con cubierta de teja"),
      gallery(img.gallery.slice(2, 5), ["Salón", "Cocina", "Baño de la suite"]),
      video(VIDEO_OBRA, "La obra en dos minutos", "De la cimentación a la entrega de llaves."),
    ],
  },
  {
    slug: "rehabilitacion-fachada-galerias-vigo",
    title: "Rehabilitación de fachada con galerías en O Calvario",
    categorySlug: "fachadas-y-cubiertas",
    location: "O Calvario, Vigo (Pontevedra)",
    shortDescription: "Edificio de seis plantas: galerías de madera recuperadas, fachada impermeabilizada y bajos de granito.",
    description: "Rehabilitación de la fachada principal de un edificio de 1962 con galerías acristaladas.",
    longDescription:
      "<p>Montamos andamio en toda la fachada, saneamos el revoco y aplicamos un <strong>sistema de impermeabilización transpirable</strong>. Las galerías se restauraron con madera de castaño y vidrio doble.</p>",
    client: "Comunidad de propietarios Rúa Tomás Alonso",
    constructionType: "Rehabilitación de fachada",
    startDate: "2024-04-15",
    completionDate: "2024-09-20",
    areaSqm: 640,
    bedrooms: null,
    bathrooms: null,
    budgetRange: "120.000 € - 150.000 €",
    features: ["Galerías restauradas", "Impermeabilización transpirable", "Limpieza de granito", "Subvención del Plan Rehabilita"],
    materials: { Galerías: "Madera de castaño tratada", Acristalamiento: "Vidrio doble 4/12/4", Revestimiento: "Mortero de cal y pintura siloxánica" },
    keywords: ["rehabilitación fachada Vigo", "galerías", "impermeabilización", "comunidad de propietarios"],
    metaTitle: "Rehabilitación de fachada con galerías en Vigo | Construcciones Miño",
    metaDescription: "Rehabilitación de fachada en O Calvario, Vigo: galerías de castaño restauradas, impermeabilización y limpieza de granito.",
    published: true,
    translations: {
      gl: {
        title: "Rehabilitación de fachada con galerías no Calvario",
        shortDescription: "Edificio de seis plantas: galerías de madeira recuperadas, fachada impermeabilizada e baixos de granito.",
      },
      en: {
        title: "Façade restoration with glazed galleries in O Calvario",
        shortDescription: "A six-storey building: timber galleries restored, the façade waterproofed and the granite ground floor cleaned.",
      },
    },
    palette: 3,
    gallery: [
      { kind: "apartment", caption: "Fachada terminada" },
      { kind: "apartment", caption: "Galerías restauradas" },
      { kind: "apartment", caption: "Bajos comerciales" },
    ],
    pairs: [{ kind: "apartment", before: "Fachada con humedades", after: "Fachada rehabilitada" }],
    blocks: (img) => [
      text("<p>La comunidad obtuvo una ayuda del <strong>Plan Rehabilita</strong>; nos encargamos también de la documentación.</p>"),
      image(img.after[0], "La fachada tras la rehabilitación", "Edificio con galerías blancas"),
      quote("Cinco meses de obra sin una sola queja de los vecinos.", "Xosé Martínez", "Presidente de la comunidad"),
    ],
  },
  {
    slug: "rehabilitacion-casa-tradicional-baiona",
    title: "Rehabilitación de casa tradicional en Baiona",
    categorySlug: "reformas-integrales",
    location: "Baiona (Pontevedra)",
    shortDescription: "Casa de piedra de principios del siglo XX recuperada con aislamiento, cubierta nueva y cocina abierta.",
    description: "Rehabilitación integral de una casa de piedra de 140 m² a 500 m del puerto de Baiona.",
    longDescription:
      "<p>Conservamos los muros de piedra y la carpintería exterior tradicional; por dentro todo es nuevo: <strong>estructura de madera laminada</strong>, aislamiento de fibra de madera y suelo radiante.</p>",
    client: "Particular",
    constructionType: "Rehabilitación integral",
    startDate: "2023-10-02",
    completionDate: "2024-07-12",
    areaSqm: 140,
    bedrooms: 3,
    bathrooms: 2,
    budgetRange: "150.000 € - 190.000 €",
    features: ["Muros de piedra vista", "Cubierta nueva de teja", "Suelo radiante", "Cocina abierta"],
    materials: { Estructura: "Madera laminada de pino radiata", Aislamiento: "Fibra de madera 12 cm", Cubierta: "Teja cerámica curva recuperada" },
    keywords: ["rehabilitación casa de piedra", "Baiona", "casa tradicional gallega"],
    metaTitle: "Rehabilitación de casa de piedra en Baiona | Construcciones Miño",
    metaDescription: "Casa tradicional de piedra en Baiona rehabilitada: cubierta nueva, estructura de madera, aislamiento y suelo radiante.",
    published: true,
    translations: {
      gl: {
        title: "Rehabilitación de casa tradicional en Baiona",
        shortDescription: "Casa de pedra de comezos do século XX recuperada con illamento, cuberta nova e cociña aberta.",
      },
      en: {
        title: "Restoration of a traditional house in Baiona",
        shortDescription: "An early 20th-century stone house brought back to life with insulation, a new roof and an open-plan kitchen.",
      },
    },
    palette: 1,
    gallery: [
      { kind: "house", caption: "Fachada rehabilitada" },
      { kind: "living", caption: "Salón con piedra vista" },
      { kind: "kitchen", caption: "Cocina abierta" },
      { kind: "house", caption: "Vista lateral" },
    ],
    pairs: [{ kind: "house", before: "Estado inicial de la casa", after: "Casa rehabilitada" }],
    videos: [{ url: VIDEO_RECORRIDO, title: "Visita a la casa", description: "Recorrido por la vivienda rehabilitada." }],
    blocks: (img) => [
      text("<p>Cada piedra se numeró antes de desmontar el hastial dañado y se volvió a colocar en su sitio.</p>"),
      gallery([img.before[0], img.after[0], img.gallery[1]], ["Antes", "Después", "Interior"]),
      twoColumns("<h3>Suelo radiante</h3><p>Bajo el nuevo pavimento, calefacción por suelo radiante con aerotermia.</p>", img.gallery[2], "La cocina abierta"),
      video(VIDEO_RECORRIDO, "Visita a la casa", "Recorrido por la vivienda terminada."),
    ],
  },
  {
    slug: "reforma-local-comercial-cangas",
    title: "Reforma de local comercial en Cangas",
    categorySlug: "reformas-integrales",
    location: "Cangas (Pontevedra)",
    shortDescription: "Local de 70 m² convertido en cafetería: pendiente de fotos finales.",
    description: "Adecuación de un local en bruto para cafetería, con baño accesible y salida de humos.",
    longDescription: "<p>Proyecto en curso: adecuación de local para cafetería con licencia de actividad.</p>",
    client: "Café do Porto",
    constructionType: "Adecuación de local",
    startDate: "2025-03-03",
    completionDate: null,
    areaSqm: 70,
    bedrooms: null,
    bathrooms: 1,
    budgetRange: "35.000 € - 45.000 €",
    features: ["Baño accesible", "Salida de humos"],
    materials: { Suelo: "Microcemento" },
    keywords: ["local comercial Cangas", "reforma cafetería"],
    metaTitle: "Reforma de local comercial en Cangas",
    metaDescription: "Adecuación de un local de 70 m² en Cangas para cafetería.",
    published: false,
    translations: {
      gl: { title: "Reforma de local comercial en Cangas", shortDescription: "Local de 70 m² convertido en cafetaría: pendente de fotos finais." },
      en: { title: "Café fit-out in Cangas", shortDescription: "A 70 m² shell unit turned into a café: final photos to come." },
    },
    palette: 2,
    gallery: [
      { kind: "living", caption: "Zona de mesas" },
      { kind: "kitchen", caption: "Barra" },
    ],
  },
];
