// The baseline of bench/chat: a bare `ws` server that relays every frame it receives to every other
// client, with no authentication, no validation, no storage and no pub/sub. Prints its port.
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 1024 * 1024 });
wss.on('connection', (ws) => {
  ws.on('message', (data, isBinary) => {
    for (const c of wss.clients) if (c !== ws && c.readyState === 1) c.send(data, { binary: isBinary });
  });
});
wss.on('listening', () => console.log(`PORT ${wss.address().port}`));
process.on('SIGTERM', () => wss.close(() => process.exit(0)));
