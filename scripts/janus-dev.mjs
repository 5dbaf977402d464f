// Starts Debian's Janus (the `janus` package) for tests, the journey and the bench (decision 0122):
// a generated configuration in a temporary folder, the VideoRoom plugin only, the WebSocket API for
// browsers and the HTTP admin API for our server on free loopback ports, stored-token auth (nobody
// talks to Janus without a token our server added) and a VideoRoom admin key (nobody but our server
// creates rooms). Usage from code: `const j = await startJanus(); … j.env; await j.stop()`; from a
// shell: `node scripts/janus-dev.mjs` prints the environment and runs until stopped.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const LIB = '/usr/lib/x86_64-linux-gnu/janus';
const OTHER_PLUGINS = ['audiobridge', 'duktape', 'echotest', 'lua', 'nosip', 'recordplay', 'sip', 'streaming', 'textroom', 'videocall', 'voicemail'];

/** The janus binary, or null when the package is not installed (tests then skip, saying so). */
export function janusBinary() {
  const r = spawnSync('sh', ['-c', 'command -v janus'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The configuration files of one instance. */
export function janusConfig({ dir, wsPort, adminPort, adminSecret, adminKey, rtpRange = '40000-40999' }) {
  return {
    'janus.jcfg': `general: {
  configs_folder = "${dir}"
  plugins_folder = "${LIB}/plugins"
  transports_folder = "${LIB}/transports"
  events_folder = "${LIB}/events"
  loggers_folder = "${LIB}/loggers"
  debug_level = 3
  admin_secret = "${adminSecret}"
  token_auth = true
  session_timeout = 30
  protected_folders = ["/bin", "/boot", "/dev", "/etc", "/initrd", "/lib", "/lib32", "/lib64", "/proc", "/sbin", "/sys", "/usr", "/var"]
}
certificates: {}
media: {
  rtp_port_range = "${rtpRange}"
}
nat: {
  nice_debug = false
  ignore_mdns = true
}
plugins: {
  disable = "${OTHER_PLUGINS.map((p) => `libjanus_${p}.so`).join(',')}"
}
transports: {
  disable = "libjanus_pfunix.so,libjanus_mqtt.so,libjanus_nanomsg.so,libjanus_rabbitmq.so"
}
loggers: {
  disable = "libjanus_jsonlog.so"
}
events: {
  broadcast = false
}
`,
    'janus.plugin.videoroom.jcfg': `general: {
  admin_key = "${adminKey}"
  lock_rtp_forward = true
}
`,
    'janus.transport.websockets.jcfg': `general: {
  json = "compact"
  ws = true
  ws_port = ${wsPort}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = false
  admin_wss = false
}
`,
    'janus.transport.http.jcfg': `general: {
  json = "compact"
  http = false
  https = false
}
admin: {
  admin_base_path = "/admin"
  admin_http = true
  admin_port = ${adminPort}
  admin_ip = "127.0.0.1"
  admin_https = false
}
`,
  };
}

async function waitReady(adminUrl, adminSecret, ms) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(adminUrl, { method: 'POST', body: JSON.stringify({ janus: 'ping', transaction: 'ready', admin_secret: adminSecret }) });
      if (r.ok) return;
    } catch {
      /* not yet listening */
    }
    if (Date.now() > until) throw new Error(`Janus did not start within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Starts one Janus (instances of one deployment share the admin secret and key); resolves when its admin API answers. */
export async function startJanus({ log = false, adminSecret = randomBytes(12).toString('hex'), adminKey = randomBytes(12).toString('hex') } = {}) {
  const bin = janusBinary();
  if (!bin) throw new Error('janus is not installed (apt-get install -y janus)');
  const dir = mkdtempSync(join(tmpdir(), 'janus-'));
  const [wsPort, adminPort] = [await freePort(), await freePort()];
  for (const [name, text] of Object.entries(janusConfig({ dir, wsPort, adminPort, adminSecret, adminKey }))) writeFileSync(join(dir, name), text);
  const child = spawn(bin, ['-F', dir, '-C', join(dir, 'janus.jcfg'), '-N'], { stdio: ['ignore', log ? 'inherit' : 'pipe', log ? 'inherit' : 'pipe'] });
  let out = '';
  if (!log) {
    child.stdout.on('data', (d) => (out = (out + d).slice(-20_000)));
    child.stderr.on('data', (d) => (out = (out + d).slice(-20_000)));
  }
  const adminUrl = `http://127.0.0.1:${adminPort}/admin`;
  try {
    await Promise.race([
      waitReady(adminUrl, adminSecret, 15_000),
      new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`janus exited (${code}): ${out.slice(-2000)}`)))),
    ]);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  const wsUrl = `ws://127.0.0.1:${wsPort}`;
  return {
    pid: child.pid,
    wsUrl,
    adminUrl,
    adminSecret,
    adminKey,
    env: { JANUS_URL: wsUrl, JANUS_ADMIN_URL: adminUrl, JANUS_ADMIN_SECRET: adminSecret, JANUS_ROOM_ADMIN_KEY: adminKey },
    output: () => out,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => {
          const t = setTimeout(() => (child.kill('SIGKILL'), r()), 3000);
          child.once('exit', () => (clearTimeout(t), r()));
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const j = await startJanus({ log: process.argv.includes('--log') });
  for (const [k, v] of Object.entries(j.env)) console.log(`${k}=${v}`);
  const stop = () => void j.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
