// Chat set-up shortcuts for the journeys.
import WebSocket from 'ws';
import { apiToken, assert, registerViaApi, uniqueEmail } from './app.mjs';

/** A opens the individual conversation with B over the chat socket (as "Chat now" does); answers the room id. */
export async function createChatRoom(t, token, otherId) {
  const ws = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/api/v1/chat?token=${token}`);
  const frame = await new Promise((resolve, reject) => {
    ws.on('open', () => ws.send(JSON.stringify({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [otherId] })));
    ws.on('message', (d) => resolve(JSON.parse(String(d))));
    ws.on('error', reject);
  });
  ws.close();
  assert(frame.status === 'success', `CreateChatRoom: ${JSON.stringify(frame)}`);
  return frame.response.id;
}

/** A new learner and a partner (nicknamed `${nick} …` and `Partner …`) who already share a conversation. */
export async function learnerWithConversation(t, tag, nick) {
  const user = await registerViaApi(t, { email: uniqueEmail(tag), nick });
  const partner = await registerViaApi(t, { email: uniqueEmail(`${tag}-b`), nick: `Partner ${nick.split(' ').pop()}` });
  const token = await apiToken(t, user.email, user.password);
  const partnerToken = await apiToken(t, partner.email, partner.password);
  const partnerId = (await (await fetch(`${t.baseUrl}/api/v1/user/me`, { headers: { authorization: `Bearer ${partnerToken}` } })).json()).id;
  const roomId = await createChatRoom(t, token, partnerId);
  return { user, partner, token, partnerId, roomId };
}
