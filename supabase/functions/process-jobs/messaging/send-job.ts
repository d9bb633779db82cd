import type { ClaimedJob } from "../job.ts";
import { PermanentRefusal, providerFor, type Channel, type Settings } from "../../_shared/messaging/providers.ts";
import { jsonAs, type RpcArgs, type RpcCall } from "../../_shared/clients.ts";
import type { PhoneText } from "../../_shared/messaging/texts.ts";

/**
 * The `message.send` job (decision 1008): sends one phone message through its channel's provider and records the
 * outcome. Once: the message is sent only while it is « queued », and the provider's id recorded with « sent » at once,
 * so a retry after that finds it sent; a provider that is down is retried with the queue's back-off (30 s, 2 min,
 * 8 min…); a refusal (bad number…), a channel without settings or the last attempt's error marks it failed, which
 * sends it on the other channel. A STOP received since it was queued cancels it.
 */
export const MESSAGE_SEND_JOB = "message.send";

interface MessageToSend {
  id: number;
  channel: Channel;
  phone: string;
  body: string;
  template: PhoneText["template"];
  status: string;
  open: boolean;
}

export async function sendPhoneMessage(
  job: Pick<ClaimedJob, "payload" | "attempts" | "maxAttempts">,
  deps: { call: RpcCall; settings: Settings },
): Promise<string | null> {
  const id = Number(job.payload.message_id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error("message.send job without message_id");
  const message = jsonAs<MessageToSend | null>(await deps.call("function_phone_message_to_send", { p_message: id }));
  if (!message || message.status !== "queued") return message?.status ?? null;
  const outcome = (args: Partial<RpcArgs<"function_phone_message_outcome">>) =>
    deps.call("function_phone_message_outcome", { p_message: id, p_provider: null, p_provider_id: null, ...args });
  if (!message.open) return outcome({ p_error: "canal fermé (STOP ou numéro retiré)", p_cancelled: true });
  const provider = providerFor(message.channel, deps.settings);
  if (!provider) return outcome({ p_error: `${message.channel === "sms" ? "SMS" : "WhatsApp"} non configuré` });
  try {
    const sent = await provider.send({ id, to: message.phone, text: { body: message.body, template: message.template } });
    return await outcome({ p_provider: sent.provider, p_provider_id: sent.providerId });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (error instanceof PermanentRefusal || job.attempts >= job.maxAttempts) {
      return outcome({ p_provider: provider.name, p_error: text });
    }
    throw error; // retried later by the queue
  }
}
