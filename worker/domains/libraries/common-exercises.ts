/**
 * The catalogue's staples, most programmed first: the movements nearly every strength programme is
 * built from (the big lifts, their main variations, the everyday accessories and core work), as a
 * coach would list them. Search uses the position to put a common exercise before a rare one of
 * equal rank (search-rank.ts): 硬拉 finds 杠铃硬拉 before 汽车硬拉. Names are the catalogue's own
 * (db/default-exercises/exercises.json); tests/worker/library-search.test.ts checks that each exists.
 */
export const COMMON_EXERCISES: readonly string[] = [
  "杠铃深蹲 Barbell Squat",
  "杠铃硬拉 Barbell Deadlift",
  "杠铃卧推（中握） Barbell Bench Press - Medium Grip",
  "俯卧撑 Pushups",
  "引体向上 Pullups",
  "平板支撑 Plank",
  "站姿军事推举 Standing Military Press",
  "罗马尼亚硬拉 Romanian Deadlift",
  "俯身杠铃划船 Bent Over Barbell Row",
  "哑铃卧推 Dumbbell Bench Press",
  "高脚杯深蹲 Goblet Squat",
  "前蹲 Front Squat (Clean Grip)",
  "杠铃臀推 Barbell Hip Thrust",
  "哑铃弓步 Dumbbell Lunges",
  "宽握高位下拉 Wide-Grip Lat Pulldown",
  "坐姿绳索划船 Seated Cable Rows",
  "单臂哑铃划船 One-Arm Dumbbell Row",
  "哑铃肩推 Dumbbell Shoulder Press",
  "侧平举 Side Lateral Raise",
  "反握引体向上 Chin-Up",
  "腿举 Leg Press",
  "杠铃弯举 Barbell Curl",
  "哑铃二头弯举 Dumbbell Bicep Curl",
  "锤式弯举 Hammer Curls",
  "三头肌下压 Triceps Pushdown",
  "胸肌双杠臂屈伸 Dips - Chest Version",
  "上斜哑铃推举 Incline Dumbbell Press",
  "相扑硬拉 Sumo Deadlift",
  "徒手深蹲 Bodyweight Squat",
  "分腿蹲 Split Squats",
  "杠铃臀桥 Barbell Glute Bridge",
  "面拉 Face Pull",
  "卷腹 Crunches",
  "仰卧起坐 Sit-Up",
  "俄罗斯转体 Russian Twist",
  "悬垂举腿 Hanging Leg Raise",
  "登山跑 Mountain Climbers",
  "农夫行走 Farmer's Walk",
  "力量翻 Power Clean",
  "坐姿提踵 Seated Calf Raise",
  "早安式体前屈 Good Morning",
  "箱式深蹲 Box Squat",
  "杠铃直腿硬拉 Stiff-Legged Barbell Deadlift",
  "划船机 Rowing, Stationary",
];

const position = new Map(COMMON_EXERCISES.map((name, i) => [name, i]));

/** How common a catalogue exercise is: its place in the list, or past the end for the rest. */
export function commonness(name: string): number {
  return position.get(name) ?? COMMON_EXERCISES.length;
}
