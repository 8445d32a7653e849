import { eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database, Db } from "@/db/client";
import {
  SITE_SETTINGS_ID,
  aboutGallery,
  account,
  auditLog,
  categories,
  contactClicksDaily,
  contactMessages,
  heroImages,
  leadEvents,
  leadPhotos,
  mediaAssets,
  projectContentBlocks,
  projectImages,
  projectRevisions,
  projectVideos,
  projects,
  session,
  siteSettings,
  user,
  verification,
} from "@/db/schema";
import { PG, expectPgError } from "./support/pg-errors";
import { it, test } from "./support/fixtures";
import { migrateDatabase } from "@/db/migrate";

let database: Database;
let db: Db;

test.beforeAll(({ database: fileDatabase }) => {
  database = fileDatabase;
  db = database.db;
});

const at = (iso: string) => new Date(iso);

/** Rows of a raw query: node-postgres and PGlite both return `{ rows }` from db.execute. */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A category to hang projects on; slugs are unique per call. */
let counter = 0;
async function newCategory(name = "Reformas") {
  counter += 1;
  const [row] = await db
    .insert(categories)
    .values({ name, slug: `${name.toLowerCase()}-${counter}` })
    .returning();
  return row;
}

async function newProject(values: Partial<typeof projects.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(projects)
    .values({ slug: `project-${counter}`, title: `Project ${counter}`, ...values })
    .returning();
  return row;
}

describe("migrations", () => {
  it("are idempotent: migrating an up-to-date database changes nothing", async () => {
    await migrateDatabase(database);
    const tables = await rows<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public'`);
    // Sorted here, not in SQL: the server's collation may order "_" differently.
    expect(tables.map((t) => t.name).sort()).toEqual([
      "about_gallery",
      "account",
      "audit_log",
      "categories",
      "contact_clicks_daily",
      "contact_messages",
      "hero_images",
      "lead_events",
      "lead_photos",
      "media_assets",
      "page_views_daily",
      "project_content_blocks",
      "project_images",
      "project_previews",
      "project_revisions",
      "project_slug_redirects",
      "project_videos",
      "projects",
      "rate_limits",
      "review_requests",
      "reviews",
      "session",
      "settings_revisions",
      "site_settings",
      "user",
      "verification",
    ]);
  });
});

describe("site_settings", () => {
  it("uses the fixed id and the spec's defaults when fields are omitted", async () => {
    const [row] = await db.insert(siteSettings).values({}).returning();
    expect(row.id).toBe(SITE_SETTINGS_ID);
    expect(row.id).toBe("00000000-0000-0000-0000-000000000001");
    expect(row.smtpPort).toBe(587);
    expect(row.smtpSecure).toBe(true);
    expect(row.emailNotificationsEnabled).toBe(true);
    expect(row.servicesList).toEqual([]);
    expect(row.quickLinksList).toEqual([]);
    // The spec's guarantees: 2 years structural, 1 year finishing and installations.
    expect(row.guaranteeStructuralYears).toBe(2);
    expect(row.guaranteeFinishingYears).toBe(1);
    // The structured data's rating: the spec's fixed figure until the company chooses its reviews.
    expect(row.ratingSource).toBe("fixed");
    expect(row.companyName).toBeNull();
    expect(row.smtpPassword).toBeNull();
    expect(row.updatedAt).toBeInstanceOf(Date);
  });

  it("holds a single row: a second default insert collides on the fixed id", async () => {
    await expectPgError(db.insert(siteSettings).values({}), PG.uniqueViolation, "site_settings_pkey");
  });

  it("round-trips every field", async () => {
    const values = {
      companyName: "Obras Galicia S.L.",
      legalName: "Obras Galicia Construcción y Reformas S.L.",
      taxId: "B12345674",
      registeredAddress: "Rúa do Vilar 12, 15705 Santiago de Compostela",
      registryDetails: "Registro Mercantil de A Coruña, tomo 3456, folio 78, hoja C-12345",
      logoUrl: "/media/logo.png",
      companyDescription: "Construcción y reformas en Galicia desde 1998.",
      address: "Rúa do Vilar 12, 15705 Santiago de Compostela",
      mapUrl: "https://maps.example/embed?q=santiago",
      phoneNumber: "+34 981 000 000",
      whatsappNumber: "+34 600 000 000",
      email: "info@obras.example",
      adminEmail: "admin@obras.example",
      smtpHost: "smtp.example.com",
      smtpPort: 465,
      smtpUsername: "mailer",
      smtpPassword: "v1:iv:ciphertext",
      smtpSecure: false,
      emailNotificationsEnabled: false,
      workingHoursWeekdays: "8:00–18:00",
      workingHoursSaturday: "9:00–13:00",
      facebookUrl: "https://facebook.com/obras",
      instagramUrl: "https://instagram.com/obras",
      linkedinUrl: "https://linkedin.com/company/obras",
      privacyPolicyUrl: "/privacidad",
      termsOfServiceUrl: "/terminos",
      guaranteeStructuralYears: 5,
      guaranteeFinishingYears: 0,
      ratingSource: "reviews" as const,
      leadRetentionMonths: 12,
      leadBlockingMonths: 60,
      servicesList: ["Reformas integrales", "Obra nueva", 'Rehabilitación, "fachadas" y {cubiertas}'],
      quickLinksList: [
        { name: "Proyectos", href: "/proyectos" },
        { name: "Contacto", href: "/contacto" },
      ],
      translations: { gl: { servicesList: ["Reformas integrais"], quickLinkNames: ["Proxectos", "Contacto"] }, en: { workingHoursSaturday: "9am–1pm" } },
      translationSources: { gl: { servicesList: "aaaaaaaaaaaaaaaa", quickLinkNames: "bbbbbbbbbbbbbbbb" }, en: { workingHoursSaturday: "cccccccccccccccc" } },
      staleLocales: ["en"] as ("gl" | "en")[],
      updatedAt: at("2025-03-04T05:06:07.891Z"),
    };
    const [updated] = await db.update(siteSettings).set(values).where(eq(siteSettings.id, SITE_SETTINGS_ID)).returning();
    expect(updated).toMatchObject({ ...values, updatedAt: expect.any(Date) });

    const rows = await db.select().from(siteSettings);
    expect(rows).toHaveLength(1);
    // `updatedAt` is rewritten by $onUpdate on every update, so compare everything else.
    const { updatedAt: _updatedAt, ...rest } = values;
    expect(rows[0]).toEqual({ id: SITE_SETTINGS_ID, ...rest, updatedAt: expect.any(Date) });
  });
});

describe("content tables round-trip", () => {
  it("hero_images", async () => {
    const values = {
      id: "11111111-1111-4111-8111-111111111111",
      imageUrl: "/media/hero-1.jpg",
      title: "Reformas que duran",
      subtitle: "Calidad gallega",
      translations: { gl: { title: "Reformas que duran", subtitle: "Calidade galega" }, en: { title: "Renovations that last" } },
      translationSources: { gl: { title: "aaaaaaaaaaaaaaaa", subtitle: "bbbbbbbbbbbbbbbb" }, en: { title: "aaaaaaaaaaaaaaaa" } },
      staleLocales: ["gl", "en"] as ("gl" | "en")[],
      orderIndex: 3,
      isActive: false,
      createdAt: at("2024-01-02T03:04:05.678Z"),
    };
    await db.insert(heroImages).values(values);
    const [row] = await db.select().from(heroImages).where(eq(heroImages.id, values.id));
    expect(row).toEqual(values);

    const [defaults] = await db.insert(heroImages).values({ imageUrl: "/media/h.jpg", title: "T" }).returning();
    expect(defaults).toMatchObject({ subtitle: null, orderIndex: 1, isActive: true, translationSources: {}, staleLocales: [] });
    expect(defaults.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(defaults.createdAt).toBeInstanceOf(Date);
  });

  it("about_gallery", async () => {
    const values = {
      id: "22222222-2222-4222-8222-222222222222",
      imageUrl: "/media/about-1.jpg",
      altText: "Equipo en obra",
      translations: { en: { altText: "Team on site" } },
      translationSources: { en: { altText: "aaaaaaaaaaaaaaaa" } },
      staleLocales: [] as ("gl" | "en")[],
      orderIndex: 7,
      isActive: false,
      createdAt: at("2024-02-03T04:05:06.789Z"),
    };
    await db.insert(aboutGallery).values(values);
    const [row] = await db.select().from(aboutGallery).where(eq(aboutGallery.id, values.id));
    expect(row).toEqual(values);

    const [defaults] = await db.insert(aboutGallery).values({ imageUrl: "/media/a.jpg" }).returning();
    expect(defaults).toMatchObject({ altText: null, orderIndex: 1, isActive: true });
  });

  it("categories", async () => {
    const values = {
      id: "33333333-3333-4333-8333-333333333333",
      name: "Obra nueva",
      slug: "obra-nueva",
      description: "Viviendas unifamiliares",
      translations: { gl: { name: "Obra nova" } },
      translationSources: { gl: { name: "aaaaaaaaaaaaaaaa" } },
      staleLocales: ["gl"] as ("gl" | "en")[],
      createdAt: at("2024-03-04T05:06:07.000Z"),
    };
    await db.insert(categories).values(values);
    const [row] = await db.select().from(categories).where(eq(categories.id, values.id));
    expect(row).toEqual(values);
  });

  it("projects, with every field", async () => {
    const category = await newCategory("Rehabilitación");
    const values = {
      id: "44444444-4444-4444-8444-444444444444",
      slug: "casa-en-ribadeo",
      title: "Casa en Ribadeo",
      description: "Rehabilitación integral de una casa de piedra.",
      shortDescription: "Casa de piedra rehabilitada",
      longDescription: "<p>Texto largo con <strong>HTML</strong>.</p>",
      category: category.name,
      categoryId: category.id,
      location: "Ribadeo, Lugo",
      coverImage: "/media/ribadeo-cover.jpg",
      completionDate: "2023-11-30",
      startDate: "2022-02-01",
      client: "Familia Pérez",
      areaSqm: 182.75,
      bedrooms: 4,
      bathrooms: 3,
      budgetRange: "150.000 € – 200.000 €",
      constructionType: "Rehabilitación",
      features: ["Aerotermia", "Suelo radiante", "Carpintería de madera"],
      materials: { fachada: "Granito", cubierta: "Pizarra", carpintería: "Castaño" },
      keywords: ["reforma", "piedra", "Lugo"],
      metaTitle: "Casa en Ribadeo | Obras Galicia",
      metaDescription: "Rehabilitación integral en Ribadeo.",
      published: true,
      publishAt: null,
      unpublishAt: at("2027-01-15T08:00:00.000Z"),
      draftOf: null,
      translations: {
        gl: {
          title: "Casa en Ribadeo",
          materials: [
            ["fachada", "Granito"],
            ["cuberta", "Lousa"],
          ] as [string, string][],
        },
        en: { title: "House in Ribadeo", features: ["Heat pump", "Underfloor heating"], keywords: ["renovation"] },
      },
      translationSources: { gl: { title: "aaaaaaaaaaaaaaaa", materials: "bbbbbbbbbbbbbbbb" }, en: { title: "cccccccccccccccc" } },
      staleLocales: ["gl"] as ("gl" | "en")[],
      createdAt: at("2023-12-01T10:00:00.123Z"),
      updatedAt: at("2023-12-02T11:30:00.456Z"),
    };
    await db.insert(projects).values(values);
    const [{ searchVector, searchVectorGl, searchVectorEn, adminSearch, ...row }] = await db.select().from(projects).where(eq(projects.id, values.id));
    expect(row).toEqual(values);
    expect(adminSearch).toBe("casa en ribadeo\nrehabilitacion\nribadeo, lugo");
    // The stored search document is derived from the row: Spanish stems, accents folded.
    expect(searchVector).toContain("'ribade'");
    // Each language's document: English stems its translation ("heat pump" → 'heat', 'pump').
    expect(searchVectorEn).toContain("'hous'");
    expect(searchVectorEn).toContain("'pump'");
    expect(searchVectorGl).toContain("'aerotermia'");
    expect(typeof row.areaSqm).toBe("number");
    expect(typeof row.bedrooms).toBe("number");
  });

  it("projects, defaults", async () => {
    const row = await newProject();
    expect(row).toMatchObject({
      description: null,
      translations: {},
      translationSources: {},
      staleLocales: [],
      categoryId: null,
      completionDate: null,
      areaSqm: null,
      features: [],
      materials: {},
      keywords: [],
      published: false,
      publishAt: null,
      unpublishAt: null,
    });
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.updatedAt).toBeInstanceOf(Date);
  });

  it("project_images, project_videos and project_content_blocks", async () => {
    const project = await newProject();
    const image = {
      id: "55555555-5555-4555-8555-555555555555",
      projectId: project.id,
      imageUrl: "/media/before.jpg",
      imageType: "before" as const,
      caption: "Antes de la obra",
      orderIndex: 2,
      createdAt: at("2024-04-05T06:07:08.900Z"),
    };
    const video = {
      id: "66666666-6666-4666-8666-666666666666",
      projectId: project.id,
      videoUrl: "https://www.youtube.com/watch?v=abc123",
      videoType: "youtube" as const,
      title: "Visita",
      description: "Recorrido por la casa",
      muted: true,
      orderIndex: 1,
      createdAt: at("2024-04-05T06:07:09.000Z"),
    };
    const block = {
      id: "77777777-7777-4777-8777-777777777777",
      projectId: project.id,
      blockType: "two_columns",
      content: {
        left: { type: "text", html: "<p>Izquierda</p>" },
        right: { type: "image", url: "/media/x.jpg", alt: null },
        ratio: 0.5,
        tags: ["a", "b"],
      },
      translations: { en: { left: { type: "text", html: "<p>Left</p>" } } },
      translationSources: { en: { "left/html": "aaaaaaaaaaaaaaaa" } },
      staleLocales: ["en"] as ("gl" | "en")[],
      orderIndex: 4,
      createdAt: at("2024-04-05T06:07:10.000Z"),
      updatedAt: at("2024-04-06T06:07:10.000Z"),
    };
    await db.insert(projectImages).values(image);
    await db.insert(projectVideos).values(video);
    await db.insert(projectContentBlocks).values(block);

    expect(await db.select().from(projectImages).where(eq(projectImages.id, image.id))).toEqual([image]);
    expect(await db.select().from(projectVideos).where(eq(projectVideos.id, video.id))).toEqual([video]);
    expect(await db.select().from(projectContentBlocks).where(eq(projectContentBlocks.id, block.id))).toEqual([block]);

    const [imageDefaults] = await db.insert(projectImages).values({ projectId: project.id, imageUrl: "/media/g.jpg" }).returning();
    expect(imageDefaults).toMatchObject({ imageType: "gallery", caption: null, orderIndex: 0 });
    const [videoDefaults] = await db.insert(projectVideos).values({ projectId: project.id, videoUrl: "/media/v.mp4", videoType: "upload" }).returning();
    expect(videoDefaults).toMatchObject({ muted: false, orderIndex: 0, title: null });
    const [blockDefaults] = await db.insert(projectContentBlocks).values({ projectId: project.id, blockType: "some-future-type" }).returning();
    expect(blockDefaults).toMatchObject({ content: {}, orderIndex: 0, blockType: "some-future-type" });
  });

  it("contact_messages (status defaults to 'new')", async () => {
    const [defaults] = await db.insert(contactMessages).values({ name: "Ana", email: "ana@example.com", subject: "Presupuesto", message: "Hola" }).returning();
    expect(defaults.status).toBe("new");
    expect(defaults.phone).toBeNull();
    // Only the public form asks for a notification email ('pending'); other rows are never mailed.
    expect(defaults).toMatchObject({
      notificationStatus: "skipped",
      notificationAttempts: 0,
      notificationError: null,
      notificationNextAttemptAt: null,
      notifiedAt: null,
    });
    // Rows from before the contact form's data-protection notice: no version, no commercial consent.
    expect(defaults).toMatchObject({ noticeVersion: null, marketingConsent: false });
    await expect(
      db.insert(contactMessages).values({ name: "A", email: "a@example.com", subject: "s", message: "m", notificationStatus: "lost" }),
    ).rejects.toThrow();

    const values = {
      id: "88888888-8888-4888-8888-888888888888",
      name: "Xoán",
      email: "xoan@example.com",
      phone: "+34 600 111 222",
      subject: "Reforma de cocina",
      message: "Quisiera un presupuesto.\nGracias.",
      status: "read",
      createdAt: at("2024-05-06T07:08:09.010Z"),
      noticeVersion: "2026-11",
      marketingConsent: true,
    };
    const notification = {
      notificationStatus: "failed",
      notificationAttempts: 2,
      notificationError: "connect ECONNREFUSED",
      notificationNextAttemptAt: at("2024-05-06T07:10:09.010Z"),
      notifiedAt: null,
    };
    const lead = {
      source: "quote" as const,
      stage: "perdido" as const,
      lostReason: "Eligió otra empresa",
      estimatedValue: 18000,
      assignedTo: null,
      nextAction: "Llamar",
      nextActionOn: "2024-05-10",
      lastActivityAt: at("2024-05-07T07:08:09.010Z"),
      wonAt: null,
      blockedAt: at("2024-06-07T07:08:09.010Z"),
      projectId: null,
      quote: {
        categoryId: null,
        categoryName: "Cocinas",
        municipality: "Lugo",
        areaM2: 12,
        budgetBand: "10000-30000" as const,
        desiredStart: "1-3-meses" as const,
        channel: "whatsapp" as const,
        callTime: "Mañanas",
      },
      createdBy: null,
    };
    await db.insert(contactMessages).values({ ...values, ...notification, ...lead });
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, values.id));
    expect(row).toEqual({ ...values, ...notification, ...lead, adminSearch: "xoan\nxoan@example.com\n+34 600 111 222\nreforma de cocina" });
  });

  it("media_assets", async () => {
    const values = {
      url: "/media/2024/05/abc.jpg",
      storageKey: "2024/05/abc.jpg",
      mime: "image/jpeg",
      bytes: 1_234_567,
      width: 4000,
      height: 3000,
      blurDataUrl: "data:image/webp;base64,UklGRh4AAABXRUJQVlA4",
      variants: [
        { format: "avif" as const, width: 800, url: "/media/2024/05/abc-800.avif", bytes: 40_000 },
        { format: "webp" as const, width: 1600, url: "/media/2024/05/abc-1600.webp", bytes: 120_000 },
      ],
      createdAt: at("2024-05-07T08:09:10.111Z"),
    };
    await db.insert(mediaAssets).values(values);
    const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.url, values.url));
    expect(row).toEqual(values);

    const [defaults] = await db.insert(mediaAssets).values({ url: "/media/doc.pdf", storageKey: "doc.pdf", mime: "application/pdf", bytes: 10 }).returning();
    expect(defaults).toMatchObject({ width: null, height: null, blurDataUrl: null, variants: [] });
  });

  it("audit_log (bigserial id as a number)", async () => {
    const values = {
      at: at("2024-06-07T08:09:10.112Z"),
      userId: "user-1",
      action: "project.update",
      entity: "project",
      entityId: "44444444-4444-4444-8444-444444444444",
      details: { changed: ["title", "published"], before: { published: false }, after: { published: true } },
    };
    const [inserted] = await db.insert(auditLog).values(values).returning();
    expect(typeof inserted.id).toBe("number");
    const [row] = await db.select().from(auditLog).where(eq(auditLog.id, inserted.id));
    expect(row).toEqual({ id: inserted.id, ...values });

    const [second] = await db.insert(auditLog).values({ action: "login", entity: "session" }).returning();
    expect(second.id).toBeGreaterThan(inserted.id);
    expect(second).toMatchObject({ userId: null, entityId: null, details: null });
    expect(second.at).toBeInstanceOf(Date);
  });

  it("project_revisions: defaults, and it goes with its project", async () => {
    const project = await newProject();
    const values = {
      projectId: project.id,
      snapshot: { project: { title: "Casa", materials: '{"Suelo":"Roble"}' }, images: [], videos: [], blocks: [] },
      changed: ["title", "images"],
      mediaUrls: ["/media/projects/x/gallery/a.webp"],
      createdAt: at("2024-06-07T08:09:10.112Z"),
    };
    const [row] = await db.insert(projectRevisions).values(values).returning();
    expect(row).toEqual({ id: row.id, createdBy: null, ...values });
    const [defaults] = await db.insert(projectRevisions).values({ projectId: project.id, snapshot: {} }).returning();
    expect(defaults).toMatchObject({ changed: [], mediaUrls: [], createdBy: null });
    expect(defaults.createdAt).toBeInstanceOf(Date);

    await db.delete(projects).where(eq(projects.id, project.id));
    expect(await db.select().from(projectRevisions).where(eq(projectRevisions.projectId, project.id))).toEqual([]);
  });
});

describe("auth tables", () => {
  it("round-trip user, session, account and verification", async () => {
    const u = {
      id: "user-abc",
      name: "Admin",
      email: "admin@example.com",
      emailVerified: true,
      image: "/media/avatar.png",
      role: "admin",
      banned: true,
      banReason: "testing",
      banExpires: at("2030-01-01T00:00:00.000Z"),
      locale: "gl",
      createdAt: at("2024-07-01T00:00:00.000Z"),
      updatedAt: at("2024-07-02T00:00:00.000Z"),
    };
    const s = {
      id: "session-abc",
      expiresAt: at("2024-08-01T00:00:00.000Z"),
      token: "token-abc",
      ipAddress: "127.0.0.1",
      userAgent: "vitest",
      userId: u.id,
      impersonatedBy: "user-other",
      createdAt: at("2024-07-03T00:00:00.000Z"),
      updatedAt: at("2024-07-04T00:00:00.000Z"),
    };
    const a = {
      id: "account-abc",
      accountId: u.id,
      providerId: "credential",
      userId: u.id,
      accessToken: "at",
      refreshToken: "rt",
      idToken: "it",
      accessTokenExpiresAt: at("2024-09-01T00:00:00.000Z"),
      refreshTokenExpiresAt: at("2024-10-01T00:00:00.000Z"),
      scope: "openid",
      password: "scrypt:salt:hash",
      createdAt: at("2024-07-05T00:00:00.000Z"),
      updatedAt: at("2024-07-06T00:00:00.000Z"),
    };
    const v = {
      id: "verification-abc",
      identifier: "reset-password:admin@example.com",
      value: "secret",
      expiresAt: at("2024-07-07T00:00:00.000Z"),
      createdAt: at("2024-07-05T00:00:00.000Z"),
      updatedAt: at("2024-07-06T00:00:00.000Z"),
    };
    await db.insert(user).values(u);
    await db.insert(session).values(s);
    await db.insert(account).values(a);
    await db.insert(verification).values(v);

    expect(await db.select().from(user).where(eq(user.id, u.id))).toEqual([u]);
    expect(await db.select().from(session).where(eq(session.id, s.id))).toEqual([s]);
    expect(await db.select().from(account).where(eq(account.id, a.id))).toEqual([a]);
    expect(await db.select().from(verification).where(eq(verification.id, v.id))).toEqual([v]);
  });

  it("applies user defaults and refuses duplicate emails and session tokens", async () => {
    const [u] = await db.insert(user).values({ id: "user-def", name: "U", email: "u@example.com" }).returning();
    expect(u).toMatchObject({ emailVerified: false, banned: false, role: null, image: null, banExpires: null });

    await expectPgError(db.insert(user).values({ id: "user-dup", name: "D", email: "u@example.com" }), PG.uniqueViolation, "user_email_unique");
    await db.insert(session).values({ id: "s1", token: "same", userId: u.id, expiresAt: new Date() });
    await expectPgError(
      db.insert(session).values({ id: "s2", token: "same", userId: u.id, expiresAt: new Date() }),
      PG.uniqueViolation,
      "session_token_unique",
    );
  });

  it("deleting a user cascades to its sessions and accounts", async () => {
    await db.insert(user).values({ id: "user-gone", name: "G", email: "gone@example.com" });
    await db.insert(session).values({ id: "s-gone", token: "t-gone", userId: "user-gone", expiresAt: new Date() });
    await db.insert(account).values({ id: "a-gone", accountId: "user-gone", providerId: "credential", userId: "user-gone" });

    await db.delete(user).where(eq(user.id, "user-gone"));
    expect(await db.select().from(session).where(eq(session.userId, "user-gone"))).toEqual([]);
    expect(await db.select().from(account).where(eq(account.userId, "user-gone"))).toEqual([]);
  });

  it("refuses a session for an unknown user", async () => {
    await expectPgError(db.insert(session).values({ id: "orphan", token: "orphan", userId: "nobody", expiresAt: new Date() }), PG.foreignKeyViolation);
  });
});

describe("constraints", () => {
  it("deleting a project cascades to its images, videos and content blocks", async () => {
    const project = await newProject();
    const other = await newProject();
    for (const p of [project, other]) {
      await db.insert(projectImages).values([
        { projectId: p.id, imageUrl: "/media/1.jpg" },
        { projectId: p.id, imageUrl: "/media/2.jpg", imageType: "after" },
      ]);
      await db.insert(projectVideos).values({ projectId: p.id, videoUrl: "https://vimeo.com/1", videoType: "vimeo" });
      await db.insert(projectContentBlocks).values({ projectId: p.id, blockType: "text", content: { html: "x" } });
    }

    await db.delete(projects).where(eq(projects.id, project.id));

    expect(await db.select().from(projectImages).where(eq(projectImages.projectId, project.id))).toEqual([]);
    expect(await db.select().from(projectVideos).where(eq(projectVideos.projectId, project.id))).toEqual([]);
    expect(await db.select().from(projectContentBlocks).where(eq(projectContentBlocks.projectId, project.id))).toEqual([]);
    // The other project's children are untouched.
    expect(await db.select().from(projectImages).where(eq(projectImages.projectId, other.id))).toHaveLength(2);
    expect(await db.select().from(projectVideos).where(eq(projectVideos.projectId, other.id))).toHaveLength(1);
    expect(await db.select().from(projectContentBlocks).where(eq(projectContentBlocks.projectId, other.id))).toHaveLength(1);
  });

  it("refuses a duplicate project slug", async () => {
    await newProject({ slug: "unique-slug" });
    await expectPgError(db.insert(projects).values({ slug: "unique-slug", title: "Another" }), PG.uniqueViolation, "projects_slug_key");
    const rows = await db.select().from(projects).where(eq(projects.slug, "unique-slug"));
    expect(rows).toHaveLength(1);
  });

  it("refuses to rename a project onto an existing slug", async () => {
    await newProject({ slug: "taken" });
    const p = await newProject({ slug: "free" });
    await expectPgError(db.update(projects).set({ slug: "taken" }).where(eq(projects.id, p.id)), PG.uniqueViolation, "projects_slug_key");
  });

  it("refuses a duplicate category slug", async () => {
    await db.insert(categories).values({ name: "Cocinas", slug: "cocinas" });
    await expectPgError(db.insert(categories).values({ name: "Cocinas 2", slug: "cocinas" }), PG.uniqueViolation, "categories_slug_key");
  });

  it("refuses to delete a category used by a project, and allows it once unused", async () => {
    const category = await newCategory("Baños");
    const project = await newProject({ categoryId: category.id, category: category.name });
    // PostgreSQL 18 (and PGlite, built on it) reports RESTRICT as 23001; older servers as 23503.
    const [{ version }] = await rows<{ version: string }>(sql`select current_setting('server_version_num') as version`);
    const expected = Number(version) >= 180000 ? PG.restrictViolation : PG.foreignKeyViolation;
    if (database.kind === "pglite") expect(expected).toBe(PG.restrictViolation);
    await expectPgError(db.delete(categories).where(eq(categories.id, category.id)), expected, "projects_category_id_categories_id_fk");
    expect(await db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);

    await db.update(projects).set({ categoryId: null }).where(eq(projects.id, project.id));
    await db.delete(categories).where(eq(categories.id, category.id));
    expect(await db.select().from(categories).where(eq(categories.id, category.id))).toEqual([]);
  });

  it("refuses a project pointing at an unknown category", async () => {
    await expectPgError(
      db.insert(projects).values({
        slug: "orphan-category",
        title: "Orphan",
        categoryId: "99999999-9999-4999-8999-999999999999",
      }),
      PG.foreignKeyViolation,
    );
  });

  it("refuses children of an unknown project", async () => {
    const missing = "99999999-9999-4999-8999-999999999998";
    await expectPgError(db.insert(projectImages).values({ projectId: missing, imageUrl: "/x.jpg" }), PG.foreignKeyViolation);
    await expectPgError(db.insert(projectVideos).values({ projectId: missing, videoUrl: "/x.mp4", videoType: "upload" }), PG.foreignKeyViolation);
    await expectPgError(db.insert(projectContentBlocks).values({ projectId: missing, blockType: "text" }), PG.foreignKeyViolation);
  });

  it("checks image_type and video_type", async () => {
    const project = await newProject();
    for (const imageType of ["gallery", "before", "after"] as const) {
      await db.insert(projectImages).values({ projectId: project.id, imageUrl: `/${imageType}.jpg`, imageType });
    }
    for (const videoType of ["youtube", "vimeo", "upload"] as const) {
      await db.insert(projectVideos).values({ projectId: project.id, videoUrl: `/${videoType}`, videoType });
    }

    await expectPgError(
      db.insert(projectImages).values({ projectId: project.id, imageUrl: "/x.jpg", imageType: "cover" as never }),
      PG.checkViolation,
      "project_images_type_check",
    );
    await expectPgError(
      db.insert(projectVideos).values({ projectId: project.id, videoUrl: "/x", videoType: "tiktok" as never }),
      PG.checkViolation,
      "project_videos_type_check",
    );
    // Case matters: the check is an exact match.
    await expectPgError(
      db.execute(sql`insert into project_images (project_id, image_url, image_type) values (${project.id}, '/y.jpg', 'Gallery')`),
      PG.checkViolation,
      "project_images_type_check",
    );
  });

  it("contact_messages as leads: defaults, the stage and source lists, e-mail or phone, and their timeline and photos go with them", async () => {
    const [lead] = await db.insert(contactMessages).values({ name: "Uxía", email: "uxia@example.com", subject: "Baño", message: "" }).returning();
    expect(lead).toMatchObject({
      source: "form",
      stage: "nuevo",
      lostReason: null,
      estimatedValue: null,
      assignedTo: null,
      nextActionOn: null,
      wonAt: null,
      blockedAt: null,
      quote: null,
    });
    expect(lead.lastActivityAt).toBeInstanceOf(Date);
    expect(lead.adminSearch).toBe("uxia\nuxia@example.com\n\nbano");
    // A phone call's lead may have no e-mail, but not neither.
    await db.insert(contactMessages).values({ name: "Por teléfono", phone: "600111222", subject: "Llamada", message: "", source: "phone" });
    await expectPgError(
      db.execute(sql`insert into contact_messages (name, subject, message) values ('a', 'b', 'c')`),
      PG.checkViolation,
      "contact_messages_reach_check",
    );
    await expectPgError(
      db.execute(sql`insert into contact_messages (name, email, subject, message, stage) values ('a', 'a@b.es', 'b', 'c', 'Ganado')`),
      PG.checkViolation,
      "contact_messages_stage_check",
    );
    await expectPgError(
      db.execute(sql`insert into contact_messages (name, email, subject, message, source) values ('a', 'a@b.es', 'b', 'c', 'fax')`),
      PG.checkViolation,
      "contact_messages_source_check",
    );
    await expectPgError(
      db.execute(sql`insert into contact_messages (name, email, subject, message, estimated_value) values ('a', 'a@b.es', 'b', 'c', -1)`),
      PG.checkViolation,
      "contact_messages_value_check",
    );
    await db.insert(leadEvents).values({ messageId: lead.id, kind: "note", body: "Llamar el lunes" });
    await db.insert(leadPhotos).values({ messageId: lead.id, storageKey: `leads/${lead.id}/a.jpg`, contentType: "image/jpeg", bytes: 10, width: 1, height: 1 });
    await expectPgError(db.execute(sql`insert into lead_events (message_id, kind) values (${lead.id}, 'call')`), PG.checkViolation, "lead_events_kind_check");
    await db.delete(contactMessages).where(eq(contactMessages.id, lead.id));
    expect(await db.select().from(leadEvents).where(eq(leadEvents.messageId, lead.id))).toEqual([]);
    expect(await db.select().from(leadPhotos).where(eq(leadPhotos.messageId, lead.id))).toEqual([]);
  });

  it("contact_clicks_daily counts per day, path and button", async () => {
    await db.insert(contactClicksDaily).values({ day: "2026-11-28", path: "/", kind: "chat", clicks: 1 });
    await db.insert(contactClicksDaily).values({ day: "2026-11-28", path: "/", kind: "project-question", clicks: 1 });
    await expectPgError(db.execute(sql`insert into contact_clicks_daily (day, path, kind) values ('2026-11-28', '/', 'chat')`), PG.uniqueViolation);
    await expectPgError(db.execute(sql`insert into contact_clicks_daily (day, path, kind) values ('2026-11-28', '/', 'call')`), PG.checkViolation);
  });

  it("enforces NOT NULL on required columns", async () => {
    await expectPgError(db.execute(sql`insert into projects (slug) values ('no-title')`), PG.notNullViolation);
    await expectPgError(db.execute(sql`insert into contact_messages (name, email, subject) values ('a', 'b', 'c')`), PG.notNullViolation);
  });
});
