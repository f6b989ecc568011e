/**
 * What a result looks like for one exercise, so the field asks the right question: a plank is held
 * for seconds, pull-ups are counted, a squat is lifted in kg or lb. Read from what the coach wrote
 * (the item's name and instructions): explicit units first, then well-known exercises.
 */
export type ResultKind = "load" | "time" | "distance" | "reps" | "open";

const LOAD =
  /\d\s*(kg|lbs?|公斤|磅)\b|\d\s*(kg|lbs?|公斤|磅)|@\s*\d|\d+\s*%|\brpe\b|负重|杠铃|哑铃|壶铃|卧推|硬拉|推举|barbell|dumbbell|kettlebell|bench press|deadlift|overhead press/i;
const TIME =
  /\d\s*(秒|分钟|分|小时|s|sec|secs|seconds?|min|mins|minutes?)\b|\d\s*(秒|分钟|小时)|\d+:\d{2}|平板支撑|靠墙静蹲|悬垂|plank|hold|wall sit|hang\b/i;
const DISTANCE = /\d\s*(米|公里|千米|km|m|mi|miles?)\b|\d\s*(米|公里|千米)/i;
const REPS =
  /引体向上|俯卧撑|仰卧起坐|卷腹|波比|开合跳|双杠臂屈伸|深蹲跳|箭步蹲跳|pull-?ups?|chin-?ups?|push-?ups?|sit-?ups?|crunch|burpees?|jumping jacks?|dips?\b|air squats?/i;

export function resultKind(item: { name?: string | null; info?: string | null }): ResultKind {
  const text = `${item.name ?? ""}\n${item.info ?? ""}`;
  if (LOAD.test(text)) return "load";
  if (DISTANCE.test(item.info ?? "") && !TIME.test(item.info ?? "")) return "distance";
  if (TIME.test(text)) return "time";
  if (REPS.test(text)) return "reps";
  return "open";
}
