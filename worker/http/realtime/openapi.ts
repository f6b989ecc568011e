import { AUTH_TIMEOUT_MS, CLOSE_UNAUTHORIZED, CLOSE_WRONG_ROOM, REALTIME_PATH } from "./protocol";

const errorRef = { $ref: "#/components/schemas/Error" };

/**
 * `GET /api/realtime` in the OpenAPI document: a WebSocket has no JSON answer, so its frames are
 * described in words (protocol.ts is their definition).
 */
export const realtimeOpenApiPaths = {
  [REALTIME_PATH]: {
    get: {
      tags: ["realtime"],
      summary: "Live events over a WebSocket",
      description: [
        "Upgrades to a WebSocket (the web app's second exception to tRPC, beside POST /api/uploads).",
        `The first frame the client sends is \`{"type":"auth","token":"<access token>"}\`, within ${AUTH_TIMEOUT_MS / 1000} s;`,
        `the server answers \`{"type":"ready"}\` or closes with ${CLOSE_UNAUTHORIZED} (no or bad auth frame, expired or revoked token, disabled account).`,
        'Then the server sends events as JSON frames: `message.created`, `message.recalled`, `conversation.read`, `notification.created` and `presence` (`{"type":"presence","user_id","is_online"}`), each only to people who may see its subject.',
        'The client may send `{"type":"ping"}`, answered `{"type":"pong"}`; other frames are ignored.',
        `A socket closes with ${CLOSE_UNAUTHORIZED} when its user's tokens are revoked (password change, sign-out everywhere) or the account is disabled.`,
        `On Cloudflare Workers sockets are held per organization: connect with \`?org=<organization id>\` (none for users outside any organization); a wrong one closes with ${CLOSE_WRONG_ROOM}, its reason naming the right room (\`org:<id>\` or \`org:none\`).`,
      ].join(" "),
      security: [],
      parameters: [
        {
          name: "org",
          in: "query",
          required: false,
          description: "Workers: the signed-in user's organization id (ignored on Node).",
          schema: { type: "integer" },
        },
      ],
      responses: {
        "101": { description: "Switching Protocols: the socket is open; authenticate with the first frame" },
        "400": {
          description: "Not a WebSocket upgrade",
          content: { "application/json": { schema: errorRef } },
        },
      },
    },
  },
};
