import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../../e2e/support/server";

export type RunningNginx = { stop: () => Promise<void>; log: () => string };

export type NginxOptions = {
  /** Port the site of deploy/nginx.conf listens on, on loopback. */
  port: number;
  /** Ports of the instances, in place of the upstream addresses of deploy/nginx.conf. */
  upstreams: number[];
  /** Test-only extra doors to one instance each (same headers as the site), to aim a request at A or B. */
  pinned?: { port: number; upstream: number }[];
};

/** deploy/nginx.conf with this machine's ports: the same directives production gets. */
export function deploySite(options: NginxOptions): string {
  const site = fs.readFileSync(path.join(repoRoot, "deploy/nginx.conf"), "utf8");
  const servers = options.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n");
  const replaced = site.replace(/^(\s*server 127\.0\.0\.1:\d+[^\n]*\n)+/m, `${servers}\n`).replace(/listen 80;/, `listen 127.0.0.1:${options.port};`);
  if (!replaced.includes(`listen 127.0.0.1:${options.port};`) || !replaced.includes(`127.0.0.1:${options.upstreams[0]}`)) {
    throw new Error("deploy/nginx.conf no longer has the `listen 80;` and upstream lines this test rewrites");
  }
  return replaced;
}

/** Runs Debian's nginx as this user, in the foreground, on a prefix of its own. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `    ${t}_temp_path ${prefix}/${t};`).join("\n");
  const pinned = (options.pinned ?? [])
    .map(
      ({ port, upstream }) => `
    server {
        listen 127.0.0.1:${port};
        client_max_body_size 101m;
        location / {
            proxy_pass http://127.0.0.1:${upstream};
            proxy_http_version 1.1;
            proxy_set_header Host localhost:${options.port};
            proxy_set_header X-Forwarded-For $remote_addr;
            proxy_set_header X-Forwarded-Proto $scheme;
        }
    }`,
    )
    .join("\n");
  fs.writeFileSync(path.join(prefix, "site.conf"), deploySite(options));
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `worker_processes 1;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    access_log off;
${temp}
    include ${prefix}/site.conf;
${pinned}
}
`,
  );
  const child = spawn(
    "/usr/sbin/nginx",
    ["-e", `${prefix}/error.log`, "-p", prefix, "-c", `${prefix}/nginx.conf`, "-g", `daemon off; pid ${prefix}/nginx.pid;`],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const log = () => out + (fs.existsSync(`${prefix}/error.log`) ? fs.readFileSync(`${prefix}/error.log`, "utf8") : "");
  const deadline = Date.now() + 10_000;
  while (!(await listening(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    log,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await new Promise((r) => child.once("exit", r));
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}
