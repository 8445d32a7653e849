/**
 * Child process of the benchmark, run on the fresh data dir before the first start: publishes
 * six reviews of ordinary length (three languages, three with a reply), so the landing page is
 * measured with its reviews section as a company that collects reviews has it. The demo seed
 * holds no reviews: it never publishes invented ones.
 *
 *   node --import tsx bench/reviews.ts <data-dir>
 */
import fs from "node:fs";
import { openDatabase } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { reviews } from "@/db/schema";

const REVIEWS = [
  {
    authorName: "Lucía Fernández",
    town: "Vigo",
    rating: 5,
    language: "es",
    text: "Reformaron la cocina y el baño en cinco semanas, como nos dijeron. Cada día dejaban la obra recogida y el encargado nos explicaba qué tocaba después. Muy contentos con el resultado.",
    reply: "Gracias, Lucía. Fue un placer trabajar en vuestra casa.",
  },
  {
    authorName: "Xosé Manuel Otero",
    town: "Pontevedra",
    rating: 5,
    language: "gl",
    text: "Rehabilitaron a fachada e o tellado da casa da aldea. Traballo serio, presuposto claro e sen sorpresas ao final.",
    reply: null,
  },
  {
    authorName: "Sarah Collins",
    town: "Baiona",
    rating: 4,
    language: "en",
    text: "We bought an old stone house and they turned it into a comfortable home. Communication in English was easy and the team kept us updated with photos while we were abroad.",
    reply: "Thank you, Sarah. Enjoy the house!",
  },
  {
    authorName: "Marta Iglesias",
    town: "Ourense",
    rating: 5,
    language: "es",
    text: "Cambiamos todas las ventanas y el aislamiento del piso. Se nota muchísimo en invierno y la instalación fue limpia y rápida.",
    reply: null,
  },
  {
    authorName: "Antón Pereira",
    town: "Lugo",
    rating: 4,
    language: "gl",
    text: "Fixeron a reforma integral do piso. Houbo un pequeno atraso polos materiais, pero avisáronnos a tempo e o acabado é moi bo.",
    reply: "Grazas, Antón, e perdoa o atraso cos azulexos.",
  },
  {
    authorName: "Carmen Rodríguez",
    town: "Sanxenxo",
    rating: 5,
    language: "es",
    text: "Nos hicieron la terraza y la pérgola. Buen trato, buen precio y terminaron antes del verano.",
    reply: null,
  },
] as const;

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error("usage: reviews.ts <data-dir>");
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    const today = new Date();
    await database.db.insert(reviews).values(
      REVIEWS.map((review, i) => ({
        ...review,
        reviewDate: new Date(today.getTime() - i * 9 * 86_400_000).toISOString().slice(0, 10),
        status: "published" as const,
        repliedAt: review.reply ? today : null,
      })),
    );
    console.log(JSON.stringify({ published: REVIEWS.length }));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
