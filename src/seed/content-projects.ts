import type { BlockTranslations } from "@/blocks/translations";
import type { projects } from "@/db/schema";
import type { PublicLocale } from "@/i18n/locales";
import type { SceneKind } from "./pictures";

/** Stored URLs of a project's seeded images, for content blocks that show them again. */
export type ProjectImageUrls = { gallery: string[]; before: string[]; after: string[] };
/** A block's Spanish `content` and its Galician and English texts, in the shape of src/blocks/translations.ts. */
export type DemoBlock = { blockType: string; content: Record<string, unknown>; translations: BlockTranslations };

/**
 * The captions of a project's own images and its videos' titles have no translation in the data
 * model (docs/decisions/0008-languages-without-an-i18n-library.md), so the demo leaves them empty:
 * a text there would read Spanish on /gl and /en. The pictures are described by the content
 * blocks instead, whose captions and titles are translated.
 */
export type DemoProject = Omit<typeof projects.$inferInsert, "id" | "category" | "categoryId" | "coverImage"> & {
  categorySlug: string;
  /** One picture per gallery image; the first becomes the cover. */
  gallery: Array<{ kind: SceneKind; caption?: string }>;
  /** Before/after pairs: the same scene, worn and renovated. */
  pairs?: Array<{ kind: SceneKind; before?: string; after?: string }>;
  palette: number;
  videos?: Array<{ url: string; title?: string; description?: string; muted?: boolean }>;
  blocks?: (images: ProjectImageUrls) => DemoBlock[];
};

/** One text of a block in each public language. */
type Texts = Record<PublicLocale, string>;
/** A proper name: the same in every language. */
const name = (value: string): Texts => ({ es: value, gl: value, en: value });

/** A block whose Spanish `content` is its texts in Spanish plus `rest`; its translations the same texts in Galician and English. */
function block(blockType: string, texts: (locale: PublicLocale) => Record<string, unknown>, rest: Record<string, unknown> = {}): DemoBlock {
  return { blockType, content: { ...rest, ...texts("es") }, translations: { gl: texts("gl"), en: texts("en") } };
}

const text = (html: Texts) => block("text", (l) => ({ text: html[l] }));
const quote = (q: Texts, author: Texts, role: Texts) => block("quote", (l) => ({ quote: q[l], author: author[l], role: role[l] }));
const image = (url: string, caption: Texts, alt: Texts) => block("image", (l) => ({ caption: caption[l], alt: alt[l] }), { url });
/** Each picture's caption is also its alt text. Translated captions follow their picture by URL. */
const gallery = (urls: string[], captions: Texts[]) =>
  block("gallery", (l) => ({ images: urls.map((url, i) => ({ url, alt: captions[i][l], caption: captions[i][l] })) }), { columns: 3, spacing: "medium" });
const video = (url: string, title: Texts, description: Texts) =>
  block("video", (l) => ({ title: title[l], description: description[l] }), { url, type: "youtube" });
function twoColumns(html: Texts, imageUrl: string, imageCaption: Texts): DemoBlock {
  return {
    blockType: "two_columns",
    content: { leftType: "text", rightType: "image", leftContent: { text: html.es }, rightContent: { imageUrl, imageCaption: imageCaption.es } },
    translations: Object.fromEntries(
      (["gl", "en"] as const).map((l) => [l, { leftContent: { text: html[l] }, rightContent: { imageCaption: imageCaption[l] } }]),
    ),
  };
}

// Placeholder public videos: replace with the company's own channel.
const VIDEO_OBRA = "https://www.youtube.com/embed/aqz-KE-bpKQ";
const VIDEO_RECORRIDO = "https://www.youtube.com/embed/LXb3EKWsInQ";

/**
 * Every demo project has each translatable text in Galician and English. Location, client and
 * budget are not translated (proper names and figures); the construction type has no
 * translation in the model, so the demo leaves it empty.
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
    client: "Marta Domínguez",
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
        description: "Reforma integral dun piso de 95 m² con cociña aberta ao salón, dous baños novos e carpintaría de PVC.",
        longDescription:
          "<p>Os propietarios querían un piso luminoso e eficiente sen cambiar de barrio. Derrubamos o tabique entre a cociña e o salón, renovamos toda a <strong>instalación eléctrica e de fontanaría</strong> e illamos a fachada polo interior.</p><ul><li>Chan laminado AC5 en toda a vivenda</li><li>Fiestras de PVC con dobre vidro baixo emisivo</li><li>Aerotermia para a calefacción e a auga quente</li></ul>",
        features: ["Cociña aberta ao salón", "Aerotermia", "Carpintaría de PVC", "Chan laminado AC5", "Iluminación LED"],
        materials: [
          ["Chan", "Laminado AC5 de carballo natural"],
          ["Fiestras", "PVC con dobre vidro 4/16/4"],
          ["Cociña", "Encimeira de cuarzo compacto"],
        ],
        keywords: ["reforma integral Vigo", "reforma de piso", "cociña aberta", "aerotermia"],
        metaTitle: "Reforma integral dun piso en Vigo | Construcciones Miño",
        metaDescription: "Reforma integral dun piso de 95 m² na Travesía de Vigo: cociña aberta, dous baños, aerotermia e fiestras de PVC.",
      },
      en: {
        title: "Full renovation of a flat on Travesía de Vigo",
        shortDescription: "A 1975 flat transformed: a new open layout, all-new wiring and plumbing, and insulation.",
        description: "Full renovation of a 95 m² flat: a kitchen opened onto the living room, two new bathrooms and PVC windows.",
        longDescription:
          "<p>The owners wanted a bright, energy-efficient flat without leaving the neighbourhood. We took down the wall between the kitchen and the living room, renewed all the <strong>wiring and plumbing</strong> and insulated the outside walls from the inside.</p><ul><li>AC5 laminate flooring throughout</li><li>PVC windows with low-E double glazing</li><li>Air-source heat pump for heating and hot water</li></ul>",
        features: ["Kitchen open to the living room", "Air-source heat pump", "PVC window frames", "AC5 laminate flooring", "LED lighting"],
        materials: [
          ["Flooring", "Natural oak AC5 laminate"],
          ["Windows", "PVC with 4/16/4 double glazing"],
          ["Kitchen", "Engineered quartz worktop"],
        ],
        keywords: ["full renovation Vigo", "flat renovation", "open-plan kitchen", "heat pump"],
        metaTitle: "Full flat renovation in Vigo | Construcciones Miño",
        metaDescription: "Full renovation of a 95 m² flat on Travesía de Vigo: open-plan kitchen, two bathrooms, heat pump and PVC windows.",
      },
    },
    palette: 0,
    gallery: [{ kind: "living" }, { kind: "kitchen" }, { kind: "bathroom" }, { kind: "living" }],
    pairs: [{ kind: "living" }, { kind: "kitchen" }],
    videos: [{ url: VIDEO_RECORRIDO }],
    blocks: (img) => [
      text({
        es: "<h2>El reto</h2><p>Un piso compartimentado, oscuro y con instalaciones de los años setenta. El objetivo: <em>más luz y menos consumo</em>.</p>",
        gl: "<h2>O reto</h2><p>Un piso compartimentado, escuro e con instalacións dos anos setenta. O obxectivo: <em>máis luz e menos consumo</em>.</p>",
        en: "<h2>The challenge</h2><p>A dark flat, divided into small rooms, with 1970s wiring and plumbing. The goal: <em>more light and lower bills</em>.</p>",
      }),
      image(
        img.gallery[0],
        { es: "El salón, ahora unido a la cocina", gl: "O salón, agora unido á cociña", en: "The living room, now open to the kitchen" },
        { es: "Salón reformado con ventanal", gl: "Salón reformado cunha ventá grande", en: "Renovated living room with a large window" },
      ),
      gallery(img.gallery.slice(1, 4), [
        { es: "Cocina con península", gl: "Cociña con península", en: "Kitchen with a breakfast bar" },
        { es: "Baño principal con plato de ducha", gl: "Baño principal con prato de ducha", en: "Main bathroom with a shower tray" },
        { es: "Dormitorio principal", gl: "Cuarto principal", en: "Main bedroom" },
      ]),
      quote(
        {
          es: "Entraron en febrero y en junio ya estábamos viviendo en casa. Cumplieron cada fecha.",
          gl: "Entraron en febreiro e en xuño xa estabamos vivindo na casa. Cumpriron cada data.",
          en: "They started in February and by June we were living at home again. They kept to every date.",
        },
        name("Marta Domínguez"),
        { es: "Propietaria", gl: "Propietaria do piso", en: "Owner" },
      ),
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
    translations: {
      gl: {
        title: "Cociña aberta con illa en Pontevedra",
        shortDescription: "Cociña integrada no salón con illa central, encimeira de cuarzo e electrodomésticos eficientes.",
        description: "Nova cociña de 22 m² nunha vivenda do centro de Pontevedra, aberta ao comedor.",
        longDescription:
          "<p>Substituímos unha cociña pechada por un espazo aberto cunha <strong>illa central</strong> que fai de zona de almorzos. Reforzamos o forxado para a illa e levamos a extracción ata a cuberta.</p><p>Os mobles, lacados en verde salvia, combinan coa encimeira de cuarzo branco.</p>",
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
        longDescription:
          "<p>We replaced a closed-off kitchen with an open space around a <strong>central island</strong> that doubles as a breakfast bar. We strengthened the floor to carry the island and ran the extractor duct up to the roof.</p><p>The sage-green lacquered units set off the white quartz worktop.</p>",
        features: ["Central island", "Extractor vented through the roof", "A+++ appliances", "Under-cabinet lighting"],
        materials: [
          ["Units", "Matt sage-green lacquer"],
          ["Worktop", "White quartz, 2 cm"],
          ["Splashback", "Metro tiles, 7.5 × 15 cm"],
        ],
        metaTitle: "Open-plan kitchen with island in Pontevedra | Construcciones Miño",
        metaDescription: "Kitchen renovation in Pontevedra: opened onto the dining room, with a central island, lacquered units and a quartz worktop.",
        keywords: ["kitchen Pontevedra", "kitchen island", "kitchen renovation"],
      },
    },
    palette: 2,
    gallery: [{ kind: "kitchen" }, { kind: "kitchen" }, { kind: "living" }, { kind: "kitchen" }],
    pairs: [{ kind: "kitchen" }],
    blocks: (img) => [
      text({
        es: "<p>La isla concentra fregadero y zona de desayunos; la cocción queda junto a la pared para una extracción eficaz.</p>",
        gl: "<p>A illa reúne o vertedoiro e a zona de almorzos; a cocción queda xunto á parede para que a extracción sexa eficaz.</p>",
        en: "<p>The island holds the sink and the breakfast bar; the hob stays against the wall, where the extractor works best.</p>",
      }),
      gallery(img.gallery.slice(0, 3), [
        { es: "Vista general de la cocina", gl: "Vista xeral da cociña", en: "The kitchen as a whole" },
        { es: "Isla central con zona de desayunos", gl: "Illa central con zona de almorzos", en: "Central island with a breakfast bar" },
        { es: "Comedor junto a la cocina", gl: "Comedor xunto á cociña", en: "Dining area next to the kitchen" },
      ]),
      twoColumns(
        {
          es: "<h3>Materiales</h3><p>Muebles lacados en mate, encimera de cuarzo y azulejo tipo metro en el frente.</p>",
          gl: "<h3>Materiais</h3><p>Mobles lacados en mate, encimeira de cuarzo e azulexo tipo metro na fronte.</p>",
          en: "<h3>Materials</h3><p>Matt lacquered units, a quartz worktop and metro tiles on the splashback.</p>",
        },
        img.gallery[3],
        { es: "Detalle de la zona de cocción", gl: "Detalle da zona de cocción", en: "Close-up of the cooking area" },
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
    client: "Carmen Pereira",
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
        description: "Adaptación dun baño de 6 m² para unha persoa maior, sen chanzos e con apoios.",
        longDescription:
          "<p>Retiramos a bañeira e construímos unha <strong>ducha de obra a nivel do chan</strong> con pendente cara a un sumidoiro lineal. Colocamos barras abatibles, un asento de ducha e pavimento antiesvarante de clase 3.</p>",
        features: ["Ducha a nivel do chan", "Barras de apoio", "Pavimento antiesvarante", "Porta corrediza"],
        materials: [
          ["Chan", "Porcelánico antiesvarante de clase 3"],
          ["Revestimento", "Cerámica branca 30x60 cm"],
          ["Mampara", "Vidro temperado de 8 mm"],
        ],
        keywords: ["baño adaptado", "ducha a nivel do chan", "reforma de baño Redondela"],
        metaTitle: "Baño adaptado en Redondela | Construcciones Miño",
        metaDescription: "Adaptación dun baño en Redondela: ducha a nivel do chan, barras de apoio e pavimento antiesvarante en 6 m².",
      },
      en: {
        title: "Accessible bathroom in Redondela",
        shortDescription: "Bathtub replaced by a level-access shower, grab bars and non-slip flooring.",
        description: "A 6 m² bathroom adapted for an elderly owner: step-free, with grab bars.",
        longDescription:
          "<p>We took out the bath and built a <strong>level-access walk-in shower</strong>, its floor sloping to a linear drain. We fitted fold-down grab bars, a shower seat and class 3 non-slip flooring.</p>",
        features: ["Level-access shower", "Grab bars", "Non-slip flooring", "Sliding door"],
        materials: [
          ["Flooring", "Class 3 non-slip porcelain tiles"],
          ["Wall tiles", "White ceramic, 30 × 60 cm"],
          ["Shower screen", "8 mm toughened glass"],
        ],
        keywords: ["accessible bathroom", "level-access shower", "bathroom renovation Redondela"],
        metaTitle: "Accessible bathroom in Redondela | Construcciones Miño",
        metaDescription: "Bathroom adaptation in Redondela: a level-access shower, grab bars and non-slip flooring in 6 m².",
      },
    },
    palette: 1,
    gallery: [{ kind: "bathroom" }, { kind: "bathroom" }, { kind: "bathroom" }],
    pairs: [{ kind: "bathroom" }, { kind: "bathroom" }],
    blocks: (img) => [
      text({
        es: "<p>Una obra de cuatro semanas con la vivienda habitada: trabajamos por fases para que el baño de cortesía siguiera disponible.</p>",
        gl: "<p>Unha obra de catro semanas coa vivenda habitada: traballamos por fases para que o baño de cortesía seguise dispoñible.</p>",
        en: "<p>Four weeks of work with the family living at home: we worked in stages so that the guest toilet could still be used.</p>",
      }),
      twoColumns(
        {
          es: "<h3>Sin barreras</h3><p>Sin escalones ni bordes: la silla de ruedas entra hasta la ducha.</p>",
          gl: "<h3>Sen barreiras</h3><p>Sen chanzos nin bordos: a cadeira de rodas entra ata a ducha.</p>",
          en: "<h3>No barriers</h3><p>No steps, no lips: a wheelchair rolls straight into the shower.</p>",
        },
        img.after[0],
        { es: "La ducha terminada", gl: "A ducha rematada", en: "The finished shower" },
      ),
      quote(
        {
          es: "Mi madre vuelve a ducharse sola y segura.",
          gl: "A miña nai volve ducharse soa e segura.",
          en: "My mother can shower on her own again, safely.",
        },
        name("Carmen Pereira"),
        { es: "Hija de la propietaria", gl: "Filla da propietaria", en: "The owner's daughter" },
      ),
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
    client: "Lucía Costas",
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
        shortDescription: "Casa de dúas plantas con zócolo de granito, cuberta de tella e aerotermia, chave en man.",
        description: "Obra nova de 180 m² nunha parcela de 900 m², con xardín e garaxe.",
        longDescription:
          "<p>Desde a licenza ata a entrega das chaves: cimentación, estrutura de formigón, <strong>zócolo de granito do país</strong> e cuberta de tella cerámica.</p><p>A casa acada a cualificación enerxética A grazas ao illamento SATE, á ventilación con recuperación de calor e á aerotermia.</p>",
        features: ["Cualificación enerxética A", "Illamento SATE", "Ventilación con recuperador de calor", "Garaxe para dous coches", "Xardín"],
        materials: [
          ["Estrutura", "Formigón armado"],
          ["Zócolo", "Granito gris de Mondariz"],
          ["Cuberta", "Tella cerámica mixta"],
          ["Fachada", "SATE con morteiro acrílico"],
        ],
        keywords: ["obra nova Nigrán", "casa unifamiliar", "vivenda eficiente", "chave en man"],
        metaTitle: "Vivenda unifamiliar en Nigrán | Construcciones Miño",
        metaDescription: "Casa unifamiliar de 180 m² en Nigrán, chave en man: granito, tella cerámica, SATE e cualificación enerxética A.",
      },
      en: {
        title: "Detached house in Nigrán",
        shortDescription: "A two-storey house with a granite plinth, a tiled roof and an air-source heat pump, built turnkey.",
        description: "A 180 m² new build on a 900 m² plot, with a garden and a garage.",
        longDescription:
          "<p>From planning permission to handing over the keys: foundations, a concrete frame, a <strong>plinth of local granite</strong> and a clay tile roof.</p><p>The house has an A energy rating thanks to external wall insulation, heat-recovery ventilation and an air-source heat pump.</p>",
        features: ["A energy rating", "External wall insulation", "Heat-recovery ventilation", "Double garage", "Garden"],
        materials: [
          ["Structure", "Reinforced concrete"],
          ["Plinth", "Mondariz grey granite"],
          ["Roof", "Clay interlocking tiles"],
          ["Façade", "External insulation with acrylic render"],
        ],
        keywords: ["new build Nigrán", "detached house", "energy-efficient home", "turnkey"],
        metaTitle: "Detached house in Nigrán | Construcciones Miño",
        metaDescription: "A 180 m² turnkey detached house in Nigrán: granite, clay tiles, external insulation and an A energy rating.",
      },
    },
    palette: 4,
    gallery: [{ kind: "house" }, { kind: "house" }, { kind: "living" }, { kind: "kitchen" }, { kind: "bathroom" }],
    videos: [{ url: VIDEO_OBRA, muted: true }],
    blocks: (img) => [
      text({
        es: "<h2>Trece meses de obra</h2><p>La parcela en pendiente obligó a un muro de contención de hormigón que ahora sostiene el jardín.</p>",
        gl: "<h2>Trece meses de obra</h2><p>A parcela en pendente obrigou a levantar un muro de contención de formigón que agora sostén o xardín.</p>",
        en: "<h2>Thirteen months on site</h2><p>The sloping plot called for a concrete retaining wall, which now holds up the garden.</p>",
      }),
      image(
        img.gallery[1],
        { es: "La casa vista desde el jardín", gl: "A casa vista desde o xardín", en: "The house seen from the garden" },
        { es: "Casa unifamiliar con cubierta de teja", gl: "Casa unifamiliar con cuberta de tella", en: "Detached house with a tiled roof" },
      ),
      gallery(img.gallery.slice(2, 5), [
        { es: "Salón con ventanal", gl: "Salón cunha ventá grande", en: "Living room with a picture window" },
        { es: "Cocina", gl: "Cociña", en: "Kitchen" },
        { es: "Baño de la suite", gl: "Baño da suite", en: "En-suite bathroom" },
      ]),
      video(
        VIDEO_OBRA,
        { es: "La obra en dos minutos", gl: "A obra en dous minutos", en: "The build in two minutes" },
        { es: "De la cimentación a la entrega de llaves.", gl: "Da cimentación á entrega das chaves.", en: "From the foundations to handing over the keys." },
      ),
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
    client: null,
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
        description: "Rehabilitación da fachada principal dun edificio de 1962 con galerías acristaladas.",
        longDescription:
          "<p>Montamos andaimes en toda a fachada, saneamos o reboco e aplicamos un <strong>sistema de impermeabilización transpirable</strong>. As galerías restauráronse con madeira de castiñeiro e vidro dobre.</p>",
        features: ["Galerías recuperadas", "Impermeabilización transpirable", "Limpeza do granito", "Subvención do Plan Rehabilita"],
        materials: [
          ["Galerías", "Madeira de castiñeiro tratada"],
          ["Vidros", "Vidro dobre 4/12/4"],
          ["Revestimento", "Morteiro de cal e pintura siloxánica"],
        ],
        keywords: ["rehabilitación de fachadas Vigo", "galerías", "impermeabilización", "comunidade de propietarios"],
        metaTitle: "Rehabilitación dunha fachada con galerías en Vigo | Construcciones Miño",
        metaDescription: "Rehabilitación de fachada no Calvario, Vigo: galerías de castiñeiro restauradas, impermeabilización e limpeza do granito.",
      },
      en: {
        title: "Façade restoration with glazed galleries in O Calvario",
        shortDescription: "A six-storey building: timber galleries restored, the façade waterproofed and the granite ground floor cleaned.",
        description: "Restoration of the main façade of a 1962 building with glazed galleries.",
        longDescription:
          "<p>We put scaffolding up across the whole façade, repaired the render and applied a <strong>breathable waterproofing system</strong>. The galleries were restored in chestnut, with double glazing.</p>",
        features: ["Restored galleries", "Breathable waterproofing", "Granite cleaning", "Plan Rehabilita grant"],
        materials: [
          ["Galleries", "Treated chestnut"],
          ["Glazing", "4/12/4 double glazing"],
          ["Finish", "Lime mortar and siloxane paint"],
        ],
        keywords: ["façade restoration Vigo", "glazed galleries", "waterproofing", "owners' association"],
        metaTitle: "Façade and gallery restoration in Vigo | Construcciones Miño",
        metaDescription: "Façade restoration in O Calvario, Vigo: chestnut galleries restored, waterproofing and granite cleaning.",
      },
    },
    palette: 3,
    gallery: [{ kind: "apartment" }, { kind: "apartment" }, { kind: "apartment" }],
    pairs: [{ kind: "apartment" }],
    blocks: (img) => [
      text({
        es: "<p>La comunidad obtuvo una ayuda del <strong>Plan Rehabilita</strong>; nos encargamos también de la documentación.</p>",
        gl: "<p>A comunidade obtivo unha axuda do <strong>Plan Rehabilita</strong>; tamén nos encargamos da documentación.</p>",
        en: "<p>The owners' association received a <strong>Plan Rehabilita</strong> grant; we also took care of the paperwork.</p>",
      }),
      image(
        img.after[0],
        { es: "La fachada tras la rehabilitación", gl: "A fachada despois da rehabilitación", en: "The façade after the restoration" },
        { es: "Edificio con galerías blancas", gl: "Edificio con galerías brancas", en: "Building with white glazed galleries" },
      ),
      quote(
        {
          es: "Cinco meses de obra sin una sola queja de los vecinos.",
          gl: "Cinco meses de obra sen unha soa queixa da veciñanza.",
          en: "Five months of work without a single complaint from the neighbours.",
        },
        name("Xosé Martínez"),
        { es: "Presidente de la comunidad", gl: "Presidente da comunidade", en: "Chair of the owners' association" },
      ),
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
    client: "Helena Lemos",
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
        title: "Rehabilitación dunha casa tradicional en Baiona",
        shortDescription: "Casa de pedra de comezos do século XX recuperada con illamento, cuberta nova e cociña aberta.",
        description: "Rehabilitación integral dunha casa de pedra de 140 m² a 500 m do porto de Baiona.",
        longDescription:
          "<p>Conservamos os muros de pedra e a carpintaría exterior tradicional; por dentro todo é novo: <strong>estrutura de madeira laminada</strong>, illamento de fibra de madeira e chan radiante.</p>",
        features: ["Muros de pedra vista", "Cuberta nova de tella", "Chan radiante", "Cociña aberta"],
        materials: [
          ["Estrutura", "Madeira laminada de piñeiro insigne"],
          ["Illamento", "Fibra de madeira de 12 cm"],
          ["Cuberta", "Tella cerámica curva recuperada"],
        ],
        keywords: ["rehabilitación casa de pedra", "Baiona", "casa tradicional galega"],
        metaTitle: "Rehabilitación dunha casa de pedra en Baiona | Construcciones Miño",
        metaDescription: "Casa tradicional de pedra en Baiona rehabilitada: cuberta nova, estrutura de madeira, illamento e chan radiante.",
      },
      en: {
        title: "Restoration of a traditional house in Baiona",
        shortDescription: "An early 20th-century stone house brought back to life with insulation, a new roof and an open-plan kitchen.",
        description: "Complete restoration of a 140 m² stone house 500 m from Baiona harbour.",
        longDescription:
          "<p>We kept the stone walls and the traditional exterior joinery; inside, everything is new: a <strong>glulam timber frame</strong>, wood-fibre insulation and underfloor heating.</p>",
        features: ["Exposed stone walls", "New tiled roof", "Underfloor heating", "Open-plan kitchen"],
        materials: [
          ["Structure", "Radiata pine glulam"],
          ["Insulation", "12 cm wood fibre"],
          ["Roof", "Reclaimed clay barrel tiles"],
        ],
        keywords: ["stone house restoration", "Baiona", "traditional Galician house"],
        metaTitle: "Stone house restoration in Baiona | Construcciones Miño",
        metaDescription: "A traditional stone house in Baiona restored: new roof, timber frame, insulation and underfloor heating.",
      },
    },
    palette: 1,
    gallery: [{ kind: "house" }, { kind: "living" }, { kind: "kitchen" }, { kind: "house" }],
    pairs: [{ kind: "house" }],
    videos: [{ url: VIDEO_RECORRIDO }],
    blocks: (img) => [
      text({
        es: "<p>Cada piedra se numeró antes de desmontar el hastial dañado y se volvió a colocar en su sitio.</p>",
        gl: "<p>Numeramos cada pedra antes de desmontar o hastial danado e despois volvemos poñela no seu sitio.</p>",
        en: "<p>Every stone was numbered before the damaged gable came down, then put back in its place.</p>",
      }),
      gallery(
        [img.before[0], img.after[0], img.gallery[1]],
        [
          { es: "La casa antes de la obra", gl: "A casa antes da obra", en: "The house before the work" },
          { es: "La casa rehabilitada", gl: "A casa xa rehabilitada", en: "The restored house" },
          { es: "Salón con piedra vista", gl: "Salón con pedra vista", en: "Living room with exposed stone" },
        ],
      ),
      twoColumns(
        {
          es: "<h3>Suelo radiante</h3><p>Bajo el nuevo pavimento, calefacción por suelo radiante con aerotermia.</p>",
          gl: "<h3>Chan radiante</h3><p>Baixo o novo pavimento, calefacción por chan radiante con aerotermia.</p>",
          en: "<h3>Underfloor heating</h3><p>Beneath the new floor, underfloor heating runs on an air-source heat pump.</p>",
        },
        img.gallery[2],
        { es: "La cocina abierta", gl: "A cociña aberta", en: "The open-plan kitchen" },
      ),
      video(
        VIDEO_RECORRIDO,
        { es: "Visita a la casa", gl: "Visita á casa", en: "A tour of the house" },
        { es: "Recorrido por la vivienda terminada.", gl: "Percorrido pola vivenda rematada.", en: "A walk through the finished home." },
      ),
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
      gl: {
        title: "Reforma dun local comercial en Cangas",
        shortDescription: "Local de 70 m² convertido en cafetaría: pendente das fotos finais.",
        description: "Acondicionamento dun local en bruto para cafetaría, con baño adaptado e saída de fumes.",
        longDescription: "<p>Proxecto en curso: acondicionamento dun local para cafetaría con licenza de actividade.</p>",
        features: ["Baño adaptado", "Saída de fumes"],
        materials: [["Chan", "Microcemento"]],
        keywords: ["local comercial Cangas", "reforma de cafetaría"],
        metaTitle: "Reforma dun local comercial en Cangas",
        metaDescription: "Acondicionamento dun local de 70 m² en Cangas para cafetaría.",
      },
      en: {
        title: "Café fit-out in Cangas",
        shortDescription: "A 70 m² shell unit turned into a café: final photos to come.",
        description: "Fit-out of a bare shell unit as a café, with an accessible toilet and a kitchen flue.",
        longDescription: "<p>Work in progress: fitting out a unit as a café, premises licence included.</p>",
        features: ["Accessible toilet", "Kitchen flue"],
        materials: [["Flooring", "Microcement"]],
        keywords: ["commercial unit Cangas", "café fit-out"],
        metaTitle: "Café fit-out in Cangas",
        metaDescription: "Fit-out of a 70 m² unit in Cangas as a café.",
      },
    },
    palette: 2,
    gallery: [{ kind: "living" }, { kind: "kitchen" }],
  },
];
