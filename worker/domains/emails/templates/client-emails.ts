import { html, multiline } from "./html";
import { emailHtml, emailText, frameOf } from "./layout";
import type { RenderContext, RenderedEmail } from "./rendered";
import { emailTexts } from "./texts";

/** The client's emails: daily workout, missed workout, new messages and comments, weekly digest. */

export type EmailWorkoutItem = { name: string; info: string | null };
export type EmailWorkout = {
  id: number;
  title: string;
  due: string;
  rest_day: boolean;
  rest_day_instructions: string | null;
  warmup: string | null;
  cooldown: string | null;
  items: EmailWorkoutItem[];
};

function workoutLines(w: EmailWorkout, texts: ReturnType<typeof emailTexts>): string[] {
  const lines: string[] = [];
  if (w.rest_day) {
    if (w.rest_day_instructions) lines.push(w.rest_day_instructions);
    return lines;
  }
  if (w.warmup) lines.push(`${texts.warmup}: ${w.warmup}`, "");
  w.items.forEach((item, i) => {
    lines.push(`${i + 1}. ${item.name}`);
    if (item.info) lines.push(`   ${item.info.replace(/\n/g, "\n   ")}`);
  });
  if (w.cooldown) lines.push("", `${texts.cooldown}: ${w.cooldown}`);
  return lines;
}

function workoutHtml(w: EmailWorkout, texts: ReturnType<typeof emailTexts>) {
  if (w.rest_day)
    return w.rest_day_instructions ? html`<p>${multiline(w.rest_day_instructions)}</p>` : html``;
  return html`${w.warmup ? html`<p><strong>${texts.warmup}</strong><br>${multiline(w.warmup)}</p>` : ""}
<ol style="padding-left:20px;margin:8px 0;">${w.items.map(
    (item) =>
      html`<li style="margin:0 0 8px 0;"><strong>${item.name}</strong>${item.info ? html`<br><span style="color:#52525b;">${multiline(item.info)}</span>` : ""}</li>`,
  )}</ol>
${w.cooldown ? html`<p><strong>${texts.cooldown}</strong><br>${multiline(w.cooldown)}</p>` : ""}`;
}

export function dailyWorkoutEmail(ctx: RenderContext, workout: EmailWorkout, url: string): RenderedEmail {
  const texts = emailTexts(ctx.locale);
  const subject = workout.rest_day ? texts.restDaySubject : texts.dailySubject(workout.title);
  const heading = workout.rest_day ? texts.restDayHeading(ctx.name) : texts.dailyHeading(ctx.name);
  const action = { label: texts.openWorkout, url };
  const body = html`${workout.rest_day ? "" : html`<p style="font-size:17px;font-weight:600;margin:0 0 8px 0;">${workout.title}</p>`}${workoutHtml(workout, texts)}`;
  const lines = workout.rest_day
    ? workoutLines(workout, texts)
    : [workout.title, "", ...workoutLines(workout, texts)];
  return {
    subject,
    html: emailHtml({ ...frameOf(ctx), preheader: workout.title, heading, body, action }),
    text: emailText({ ...frameOf(ctx), heading, action, lines }),
  };
}

export function missedWorkoutEmail(ctx: RenderContext, workout: EmailWorkout, url: string): RenderedEmail {
  const texts = emailTexts(ctx.locale);
  const heading = texts.missedHeading(workout.due);
  const action = { label: texts.openWorkout, url };
  return {
    subject: texts.missedSubject(workout.title),
    html: emailHtml({
      ...frameOf(ctx),
      preheader: workout.title,
      heading,
      body: html`<p style="font-size:17px;font-weight:600;margin:0 0 8px 0;">${workout.title}</p><p>${texts.missedBody}</p>`,
      action,
    }),
    text: emailText({ ...frameOf(ctx), heading, action, lines: [workout.title, "", texts.missedBody] }),
  };
}

/** Several messages or comments written within the delay: one email. */
export type EmailNote = { author: string; body: string; workoutTitle?: string | null };

export function notesEmail(
  ctx: RenderContext,
  kind: "message" | "comment",
  from: string,
  notes: EmailNote[],
  url: string,
): RenderedEmail {
  const texts = emailTexts(ctx.locale);
  const subject =
    kind === "message" ? texts.messageSubject(from, notes.length) : texts.commentSubject(from, notes.length);
  const heading = kind === "message" ? texts.messageHeading(from) : texts.commentHeading(from);
  const action = { label: kind === "message" ? texts.openMessages : texts.openWorkout, url };
  const body = html`${notes.map(
    (n) =>
      html`<div style="margin:0 0 12px 0;padding:8px 12px;border-left:3px solid #a1a1aa;">${n.workoutTitle ? html`<div style="font-size:13px;color:#71717a;">${n.workoutTitle}</div>` : ""}${multiline(n.body)}</div>`,
  )}`;
  const lines = notes.flatMap((n) => [...(n.workoutTitle ? [`[${n.workoutTitle}]`] : []), n.body, ""]);
  return {
    subject,
    html: emailHtml({ ...frameOf(ctx), preheader: notes[0]?.body ?? "", heading, body, action }),
    text: emailText({ ...frameOf(ctx), heading, action, lines }),
  };
}

export type WeeklyDigest = {
  monday: string;
  completed: number;
  missed: number;
  /** 0–1, null when nothing was due. */
  compliance: number | null;
  plan: { due: string; title: string; rest_day: boolean }[];
};

export const percent = (rate: number | null) => (rate === null ? "—" : `${Math.round(rate * 100)}%`);

export function weeklyDigestEmail(ctx: RenderContext, digest: WeeklyDigest, url: string): RenderedEmail {
  const texts = emailTexts(ctx.locale);
  const heading = texts.weeklyHeading;
  const action = { label: texts.openApp, url };
  const summary = [
    texts.completed(digest.completed),
    texts.missed(digest.missed),
    texts.compliance(percent(digest.compliance)),
  ];
  const planLine = (p: WeeklyDigest["plan"][number]) => `${p.due} · ${p.rest_day ? texts.restDay : p.title}`;
  const body = html`<p><strong>${texts.lastWeek}</strong><br>${summary.map((s, i) => html`${i > 0 ? html`<br>` : ""}${s}`)}</p>
<p><strong>${texts.thisWeek}</strong><br>${
    digest.plan.length === 0
      ? texts.nothingPlanned
      : digest.plan.map((p, i) => html`${i > 0 ? html`<br>` : ""}${planLine(p)}`)
  }</p>`;
  const lines = [
    texts.lastWeek,
    ...summary,
    "",
    texts.thisWeek,
    ...(digest.plan.length === 0 ? [texts.nothingPlanned] : digest.plan.map(planLine)),
  ];
  return {
    subject: texts.weeklySubject(digest.monday),
    html: emailHtml({ ...frameOf(ctx), preheader: summary.join(" · "), heading, body, action }),
    text: emailText({ ...frameOf(ctx), heading, action, lines }),
  };
}
