// Adds lock entries for the platform-specific optional packages the local registry mirror
// does not serve (404), so `npm ci` accepts the lock. They are skipped on linux-x64 anyway.
import fs from "node:fs";
const file = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const add = {
  "@tailwindcss/oxide-android-arm64": ["4.3.5", ["android"], ["arm64"]],
  "@tailwindcss/oxide-darwin-arm64": ["4.3.5", ["darwin"], ["arm64"]],
  "@tailwindcss/oxide-darwin-x64": ["4.3.5", ["darwin"], ["x64"]],
  "@tailwindcss/oxide-freebsd-x64": ["4.3.5", ["freebsd"], ["x64"]],
  "@tailwindcss/oxide-linux-arm-gnueabihf": ["4.3.5", ["linux"], ["arm"]],
  "@tailwindcss/oxide-wasm32-wasi": ["4.3.5", undefined, ["wasm32"]],
  "@tailwindcss/oxide-win32-arm64-msvc": ["4.3.5", ["win32"], ["arm64"]],
  "@tailwindcss/oxide-win32-x64-msvc": ["4.3.5", ["win32"], ["x64"]],
  "@next/swc-darwin-arm64": ["16.4.6", ["darwin"], ["arm64"]],
  "@next/swc-darwin-x64": ["16.4.6", ["darwin"], ["x64"]],
  "@next/swc-win32-arm64-msvc": ["16.4.6", ["win32"], ["arm64"]],
  "@next/swc-win32-x64-msvc": ["16.4.6", ["win32"], ["x64"]],
};
for (const [name, [version, os, cpu]] of Object.entries(add)) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = { version, cpu, optional: true, ...(os ? { os } : {}) };
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0)));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
