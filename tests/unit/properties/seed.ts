import fc from "fast-check";

/** Reproducible in CI; `FC_SEED=random` (or any number) explores further on a workstation. */
const configured = process.env.FC_SEED;
if (configured !== "random") fc.configureGlobal({ seed: configured ? Number(configured) : 20261121 });
