/**
 * Builds db/default-exercises/exercises.json, the default exercise catalogue, from the public-domain
 * Free Exercise DB (Unlicense; https://github.com/yuhonas/free-exercise-db):
 *
 *   npx tsx scripts/build-default-exercises.ts [path/to/free-exercise-db]
 *
 * (default path: $FREE_EXERCISE_DB or /work/shared/data/free-exercise-db). The output is committed;
 * the server never reads the upstream data. With `--sql <file>` it instead writes the committed
 * catalogue as SQL for `wrangler d1 execute` (how a Worker deployment seeds D1). What it does:
 * - names are "中文名 English name": from scripts/exercise-names-zh.ts for the names that do not
 *   translate word by word, else from the dictionary below (phrases first, then words; modifiers
 *   such as "- With Bands" move to the front, as Chinese puts them); an exercise without a Chinese
 *   name fails the build. `english_name` keeps the English name (the en list's order), and
 *   `former_name` the name an earlier catalogue gave it, when this one differs (the English name
 *   alone, or a corrected Chinese one), so that existing databases rename it (seed.ts);
 * - tags follow the product's families: `type` from the category (plus "Warm up" for dynamic
 *   mobility drills and light cardio, "Cool down" for static stretches and foam rolling),
 *   `primary_muscles` from primaryMuscles (Title Case, plus "Back", "Rear Deltoid" and "Scapulars"
 *   where they apply), `plane` and `pattern` from keywords of the name (left empty when unclear);
 * - the description is a short equipment/level line and the instructions, one step per line; for
 *   the 150 exercises coaches program most (scripts/exercise-instructions-zh.ts) numbered Chinese
 *   steps come first and the English below them, after a blank line (existing databases take the
 *   steps where the description is still the one without them: seed.ts, withoutChineseSteps); the
 *   position in that list is `common_rank`;
 * - `search_key` is the Chinese name's pinyin in full and as initials ("gangling shendun glsd"),
 *   made with pinyin-pro here so the server never needs the dictionary (shared/search-key.ts);
 * - `photo_url` is the exercise's thumbnail from db/default-exercises/photos.json, which
 *   scripts/build-exercise-photos.ts writes (run it first; null when an exercise has none).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pinyin } from "pinyin-pro";
import { searchKeyForName } from "#shared/search-key";
import { TAG_FAMILIES, TAG_LABELS_ZH, type TagFamily } from "../worker/domains/libraries/schemas";
import { defaultExercisesSql, withoutChineseSteps } from "../worker/domains/libraries/seed";
import { PHOTO_MANIFEST } from "./build-exercise-photos";
import { COMMON_EXERCISES } from "./common-exercises";
import { INSTRUCTIONS_ZH } from "./exercise-instructions-zh";
import { FORMER_NAMES_ZH, NAMES_ZH } from "./exercise-names-zh";

type Upstream = {
  id: string;
  name: string;
  force: string | null;
  level: string;
  mechanic: string | null;
  equipment: string | null;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  instructions: string[];
  category: string;
};

export type CatalogueExercise = {
  id: string;
  exercise_name: string;
  english_name: string;
  former_name: string | null;
  description: string;
  tags: Record<TagFamily, string[]>;
  search_key: string;
  photo_url: string | null;
  common_rank: number | null;
};

/** pinyin-pro's syllables without tones, ü written v (as typed on a keyboard). */
const syllables = (text: string) => pinyin(text, { toneType: "none", type: "array", v: true });

/** Multi-word phrases and single words, lower case. Longer phrases win over their words. */
const DICTIONARY: Record<string, string> = {
  // Whole movements (phrases)
  "bench press": "卧推",
  "floor press": "地板卧推",
  "board press": "木板卧推",
  "pin presses": "架上卧推",
  "leg press": "腿举",
  "calf press": "提踵",
  "calf raise": "提踵",
  "calf raises": "提踵",
  "leg extension": "腿屈伸",
  "leg extensions": "腿屈伸",
  "leg curl": "腿弯举",
  "leg curls": "腿弯举",
  "hamstring curl": "腘绳肌弯举",
  "leg raise": "举腿",
  "leg raises": "举腿",
  "knee raise": "提膝",
  "hip raise": "抬髋",
  "hip thrust": "臀推",
  "hip lift": "抬髋",
  "glute bridge": "臀桥",
  "hip bridge": "臀桥",
  "good morning": "早安式体前屈",
  "good mornings": "早安式体前屈",
  "lat pulldown": "高位下拉",
  pulldown: "下拉",
  pulldowns: "下拉",
  "pull-up": "引体向上",
  "pull-ups": "引体向上",
  "pull ups": "引体向上",
  pullups: "引体向上",
  pullup: "引体向上",
  "chin-up": "反握引体向上",
  chins: "反握引体向上",
  "muscle up": "双力臂",
  "push-up": "俯卧撑",
  "push-ups": "俯卧撑",
  pushups: "俯卧撑",
  "push up": "俯卧撑",
  "sit-up": "仰卧起坐",
  "sit-ups": "仰卧起坐",
  "push press": "借力推举",
  "military press": "军事推举",
  "shoulder press": "肩推",
  "overhead press": "过头推举",
  "arnold press": "阿诺德推举",
  "arnold dumbbell press": "阿诺德哑铃推举",
  "chest press": "胸推",
  "triceps extension": "臂屈伸",
  "tricep extension": "臂屈伸",
  "triceps press": "三头肌推举",
  "triceps pushdown": "三头肌下压",
  pushdown: "下压",
  "skull crusher": "仰卧臂屈伸",
  skullcrusher: "仰卧臂屈伸",
  "upright row": "直立划船",
  "t-bar row": "T杠划船",
  "face pull": "面拉",
  "lateral raise": "侧平举",
  "side lateral raise": "侧平举",
  "side laterals": "侧平举",
  "rear lateral raise": "俯身侧平举",
  "front raise": "前平举",
  "rear delt raise": "后束飞鸟",
  "rear delt row": "后束划船",
  "rear delt fly": "后束飞鸟",
  "reverse flyes": "反向飞鸟",
  "reverse fly": "反向飞鸟",
  "reverse flye": "反向飞鸟",
  "cable crossover": "绳索夹胸",
  "hammer curl": "锤式弯举",
  "hammer curls": "锤式弯举",
  "preacher curl": "牧师凳弯举",
  "preacher curls": "牧师凳弯举",
  "concentration curl": "集中弯举",
  "concentration curls": "集中弯举",
  "wrist curl": "腕弯举",
  "reverse curl": "反握弯举",
  "drag curl": "拖曳弯举",
  "spider curl": "蜘蛛弯举",
  "zottman curl": "佐特曼弯举",
  "bicep curl": "二头弯举",
  "biceps curl": "二头弯举",
  "finger curls": "手指弯举",
  deadlift: "硬拉",
  deadlifts: "硬拉",
  "romanian deadlift": "罗马尼亚硬拉",
  "stiff-legged barbell deadlift": "杠铃直腿硬拉",
  "stiff-legged dumbbell deadlift": "哑铃直腿硬拉",
  "stiff-legged deadlift": "直腿硬拉",
  "sumo deadlift": "相扑硬拉",
  "trap bar deadlift": "六角杠硬拉",
  "front squat": "前蹲",
  "front squats": "前蹲",
  "full squat": "全蹲",
  "hack squat": "哈克深蹲",
  "hack squats": "哈克深蹲",
  "goblet squat": "高脚杯深蹲",
  "box squat": "箱式深蹲",
  "split squat": "分腿蹲",
  "split squats": "分腿蹲",
  "overhead squat": "过头深蹲",
  "pistol squat": "单腿深蹲",
  "jump squat": "深蹲跳",
  "sissy squat": "西斯深蹲",
  "zercher squats": "泽奇深蹲",
  "walking lunge": "行进弓步",
  "reverse lunge": "后撤弓步",
  "rear lunge": "后撤弓步",
  "back lunge": "后撤弓步",
  "step ups": "登阶",
  "step-up": "登阶",
  "box jump": "跳箱",
  "long jump": "跳远",
  "tuck jump": "团身跳",
  "star jump": "星跳",
  "split jump": "分腿跳",
  "side bend": "侧屈",
  "side bends": "侧屈",
  "reverse crunch": "反向卷腹",
  "oblique crunch": "斜向卷腹",
  "oblique crunches": "斜向卷腹",
  "russian twist": "俄罗斯转体",
  "russian twists": "俄罗斯转体",
  "wood chop": "劈砍",
  "side bridge": "侧桥",
  "bench dips": "凳上臂屈伸",
  "parallel bar dip": "双杠臂屈伸",
  "ring dips": "吊环臂屈伸",
  "clean and jerk": "挺举",
  "clean and press": "高翻推举",
  "power clean": "力量翻",
  "hang clean": "悬垂翻",
  "power snatch": "力量抓举",
  "hang snatch": "悬垂抓举",
  "split jerk": "分腿挺举",
  "power jerk": "力量挺举",
  "snatch balance": "抓举平衡",
  "snatch pull": "抓举拉",
  "clean pull": "翻拉",
  "rack pulls": "架上拉",
  "turkish get-up": "土耳其起立",
  "farmer's walk": "农夫行走",
  "mountain climbers": "登山跑",
  "battling ropes": "战绳",
  "rope jumping": "跳绳",
  "rope climb": "爬绳",
  "tire flip": "翻轮胎",
  "atlas stones": "阿特拉斯石",
  "yoke walk": "轭行走",
  "log lift": "原木举",
  "sled push": "推雪橇",
  "sled drag": "拖雪橇",
  "sled row": "雪橇划船",
  "bear crawl": "熊爬",
  "spider crawl": "蜘蛛爬",
  "dead bug": "死虫式",
  "child's pose": "婴儿式",
  "cat stretch": "猫式伸展",
  "world's greatest stretch": "世界最伟大拉伸",
  "butt kick": "踢臀跑",
  "flutter kicks": "交替踢腿",
  "scissor kick": "剪刀腿",
  "scissors jump": "剪刀跳",
  "frog hops": "青蛙跳",
  "monster walk": "怪兽步",
  "wind sprints": "折返冲刺",
  "elliptical trainer": "椭圆机",
  "recumbent bike": "卧式单车",
  // Free Exercise DB's "Air Bike" is the bicycle crunch, not the fan bike.
  "air bike": "空中蹬车卷腹",
  "step mill": "登梯机",
  "external rotation": "外旋",
  "internal rotation": "内旋",
  "torso rotation": "躯干旋转",
  "toe touches": "触脚尖",
  "heel touchers": "触脚跟",
  "pelvic tilt": "骨盆倾斜",
  "hip flexor": "髋屈肌",
  "hip flexors": "髋屈肌",
  "hip circles": "髋关节绕环",
  "it band": "髂胫束",
  "iliotibial tract": "髂胫束",
  "anterior tibialis": "胫骨前肌",
  "posterior tibialis": "胫骨后肌",
  "latissimus dorsi": "背阔肌",
  "pallof press": "抗旋转推",
  "band pull apart": "弹力带拉开",
  "straight-arm pulldown": "直臂下压",
  "chest pass": "胸前传球",
  "muscle snatch": "肌肉抓举",
  "hang power clean": "悬垂力量翻",
  "smith machine": "史密斯机",
  "medicine ball": "药球",
  "exercise ball": "瑞士球",
  "stability ball": "瑞士球",
  "bosu ball": "波速球",
  "ez-bar": "曲杆",
  "ez bar": "曲杆",
  "e-z bar": "曲杆",
  "long bar": "长杠",
  "trap bar": "六角杠",
  "lower back": "下背",
  "upper back": "上背",
  "middle back": "中背",
  "rear delt": "三角肌后束",
  "close-grip": "窄握",
  "wide-grip": "宽握",
  "medium grip": "中握",
  "reverse grip": "反握",
  "hammer grip": "锤式握",
  "mixed grip": "正反握",
  "narrow stance": "窄站距",
  "wide stance": "宽站距",
  "one-arm": "单臂",
  "one arm": "单臂",
  "single-arm": "单臂",
  "two-arm": "双臂",
  "one-leg": "单腿",
  "one leg": "单腿",
  "one-legged": "单腿",
  "single-leg": "单腿",
  "single leg": "单腿",
  "double leg": "双腿",
  "bent over": "俯身",
  "bent-over": "俯身",
  "straight-arm": "直臂",
  "bent-arm": "屈臂",
  "bent-knee": "屈膝",
  "stiff leg": "直腿",
  "high pulley": "高位滑轮",
  "low-pulley": "低位滑轮",
  "low pulley": "低位滑轮",
  "high-pulley": "高位滑轮",
  "palms-up": "掌心向上",
  "palm-up": "掌心向上",
  "palms-down": "掌心向下",
  "palms-in": "掌心相对",
  "palm-in": "掌心相对",
  // Equipment
  barbell: "杠铃",
  dumbbell: "哑铃",
  dumbbells: "哑铃",
  "two-dumbbell": "双哑铃",
  kettlebell: "壶铃",
  kettlebells: "壶铃",
  cable: "绳索",
  machine: "器械",
  smith: "史密斯",
  band: "弹力带",
  bands: "弹力带",
  ball: "球",
  plate: "杠铃片",
  sled: "雪橇",
  rope: "绳索",
  bench: "凳",
  leverage: "杠杆式",
  treadmill: "跑步机",
  stairmaster: "登梯机",
  landmine: "地雷管",
  chains: "链条",
  // Positions and modifiers
  standing: "站姿",
  seated: "坐姿",
  lying: "卧姿",
  kneeling: "跪姿",
  prone: "俯卧",
  supine: "仰卧",
  incline: "上斜",
  decline: "下斜",
  flat: "平板",
  wide: "宽距",
  alternating: "交替",
  alternate: "交替",
  reverse: "反向",
  overhead: "过头",
  front: "前",
  side: "侧",
  rear: "后",
  lateral: "侧向",
  upright: "直立",
  hanging: "悬垂",
  hang: "悬垂",
  weighted: "负重",
  bodyweight: "自重",
  double: "双",
  single: "单",
  speed: "速度",
  power: "力量",
  deficit: "赤字",
  isometric: "等长",
  dynamic: "动态",
  elevated: "垫高",
  walking: "行进",
  jogging: "慢跑",
  running: "跑步",
  bicycling: "骑行",
  stationary: "固定",
  rowing: "划船机",
  inner: "内侧",
  inverted: "反向",
  suspended: "悬挂",
  // Body parts
  chest: "胸",
  shoulder: "肩",
  shoulders: "肩",
  back: "背",
  neck: "颈",
  biceps: "二头肌",
  bicep: "二头肌",
  triceps: "三头肌",
  tricep: "三头肌",
  calf: "小腿",
  calves: "小腿",
  hamstring: "腘绳肌",
  hamstrings: "腘绳肌",
  quad: "股四头肌",
  quads: "股四头肌",
  quadriceps: "股四头肌",
  glute: "臀",
  glutes: "臀",
  hip: "髋",
  groin: "腹股沟",
  adductor: "内收肌",
  abductor: "外展肌",
  wrist: "腕",
  forearm: "前臂",
  ankle: "脚踝",
  knee: "膝",
  elbow: "肘",
  arm: "手臂",
  leg: "腿",
  ab: "腹",
  oblique: "腹斜肌",
  lats: "背阔肌",
  rhomboids: "菱形肌",
  peroneals: "腓骨肌",
  piriformis: "梨状肌",
  brachialis: "肱肌",
  foot: "足底",
  torso: "躯干",
  deltoid: "三角肌",
  // Movements
  press: "推举",
  raise: "上举",
  raises: "上举",
  row: "划船",
  rows: "划船",
  pullover: "仰卧上拉",
  curl: "弯举",
  curls: "弯举",
  squat: "深蹲",
  squats: "深蹲",
  lunge: "弓步",
  lunges: "弓步",
  crunch: "卷腹",
  crunches: "卷腹",
  shrug: "耸肩",
  shrugs: "耸肩",
  dip: "臂屈伸",
  dips: "臂屈伸",
  flyes: "飞鸟",
  flye: "飞鸟",
  fly: "飞鸟",
  crossover: "夹胸",
  clean: "翻",
  snatch: "抓举",
  jerk: "挺举",
  swings: "摇摆",
  swing: "摇摆",
  windmill: "风车",
  windmills: "风车",
  thruster: "火箭推",
  circles: "绕环",
  rotation: "旋转",
  twist: "转体",
  extension: "伸展",
  extensions: "伸展",
  flexion: "屈曲",
  kickback: "后踢",
  bridge: "桥",
  sprint: "冲刺",
  drag: "拖拽",
  walk: "行走",
  carry: "搬运",
  throw: "投掷",
  slam: "砸球",
  jump: "跳",
  hops: "跳",
  bound: "跨步跳",
  pull: "拉",
  push: "推",
  lift: "上提",
  stretch: "拉伸",
  smr: "泡沫轴放松",
  plank: "平板支撑",
  superman: "超人式",
  inchworm: "尺蠖爬行",
  hyperextensions: "山羊挺身",
  hyperextension: "山羊挺身",
  butterfly: "蝴蝶机夹胸",
  skating: "滑冰跳",
  groiners: "腹股沟拉伸爬行",
  // More phrases and words
  "side lateral": "侧平举",
  "jerk dip squat": "挺举下蹲",
  "lying supine": "仰卧",
  "lying prone": "俯卧",
  "chest push": "胸前推",
  "crossover reverse lunge": "交叉后撤弓步",
  "cable rope": "绳索",
  "leg pull-in": "收腿",
  "front barbell squat": "杠铃前蹲",
  "front dumbbell raise": "哑铃前平举",
  "front cable raise": "绳索前平举",
  "front plate raise": "杠铃片前平举",
  "front two-dumbbell raise": "双哑铃前平举",
  "front incline dumbbell raise": "上斜哑铃前平举",
  "clean deadlift": "高翻硬拉",
  "clean shrug": "高翻耸肩",
  "standing long jump": "立定跳远",
  "knee tuck jump": "抱膝跳",
  "glute ham raise": "臀腿抬升",
  "glute-ham raise": "臀腿抬升",
  "pull through": "髋后拉",
  "cross body": "交叉",
  "cross-body": "交叉",
  "cross over": "交叉夹胸",
  "split clean": "分腿翻",
  "split snatch": "分腿抓举",
  "thigh abductor": "髋外展器械",
  "thigh adductor": "髋内收器械",
  "depth jump": "跳深",
  "figure 8": "8字绕环",
  "dead clean": "静止翻",
  "open palm": "张掌",
  "sumo high pull": "相扑高拉",
  "behind the back": "背后",
  "behind the neck": "颈后",
  "behind neck": "颈后",
  "behind head": "头后",
  "straight raises": "直臂上举",
  "high row": "高位划船",
  "iso row": "分动划船",
  "renegade row": "叛逆者划船",
  "mid row": "中位划船",
  "rear-delt rows": "后束划船",
  "high bench": "高凳",
  "rack pull": "架上拉",
  "keg load": "酒桶装载",
  "sandbag load": "沙袋装载",
  "circus bell": "马戏哑铃",
  "conan's wheel": "柯南之轮",
  "jerk balance": "挺举平衡",
  "iron cross": "铁十字",
  "judo flip": "柔道翻",
  "leg tucks": "收腿",
  "toe touchers": "触脚尖",
  "butt lift": "臀桥",
  "stomach vacuum": "腹部真空",
  "chest squeezes": "夹胸",
  "upper body": "上半身",
  "stride jump": "跨步跳",
  "balance board": "平衡板",
  "all fours": "四足跪姿",
  "on-your-back": "仰卧",
  "on your side": "侧卧",
  "side-lying": "侧卧",
  "inner-biceps": "内侧二头",
  "v-bar": "V 把",
  and: "与",
  handstand: "倒立",
  donkey: "驴式",
  jackknife: "折刀",
  tuck: "团身",
  scapular: "肩胛",
  plyo: "增强式",
  pike: "屈体",
  olympic: "奥林匹克",
  scaption: "肩胛平面上举",
  adduction: "内收",
  adductions: "内收",
  low: "低位",
  high: "高位",
  prowler: "推雪橇",
  fast: "快速",
  skipping: "跳步",
  physioball: "瑞士球",
  hurdle: "跨栏",
  cone: "标志桶",
  frog: "蛙式",
  gastrocnemius: "腓肠肌",
  floor: "地面",
  sledgehammer: "大锤",
  vertical: "垂直",
  "runner's": "跑者",
  "dancer's": "舞者",
  spinal: "脊柱",
  upward: "向上",
  freehand: "徒手",
  db: "哑铃",
  pulley: "滑轮",
  underhand: "反握",
  cambered: "弯曲",
  guillotine: "断头台",
  axle: "粗杠",
  car: "汽车",
  rickshaw: "人力车",
  natural: "自然",
  soleus: "比目鱼肌",
  achilles: "跟腱",
  intermediate: "进阶",
  chair: "椅子",
  rocket: "火箭",
  hop: "跳",
  "3/4": "3/4 幅度",
  "pull-in": "收腿",
  rollout: "滚轮",
  roller: "滚轮",
};

/**
 * Trailing modifiers that Chinese puts first: "Calf Raises - With Bands" → 弹力带提踵.
 * Matched (lower case) at the end of the name, after removing parentheses.
 */
const SUFFIX_MODIFIERS: [RegExp, string][] = [
  [/\s*-?\s*with bands?$/, "弹力带"],
  [/\s*-?\s*with chains$/, "链条"],
  [/\s*-?\s*with dumbbells$/, "哑铃"],
  [/\s*-?\s*with cable$/, "绳索"],
  [/\s*-?\s*with rope$/, "绳索"],
  [/\s*-\s*medium grip$/, "中握"],
  [/\s*-\s*powerlifting$/, "力量举"],
  [/\s*-\s*rope attachment$/, "绳把"],
  [/\s*-\s*v-bar attachment$/, "V 把"],
  [/\s*-\s*chest version$/, "胸肌"],
  [/\s*-\s*triceps version$/, "三头肌"],
  [/\s*-\s*on knees$/, "跪姿"],
  [/\s*-?\s*behind the neck$/, "颈后"],
  [/\s*behind neck$/, "颈后"],
  [/\s*behind the back$/, "背后"],
  [/\s*to a bench$/, "坐凳"],
  [/\s*with neutral grip$/, "对握"],
  [/\s*with palms in$/, "掌心相对"],
  [/\s+reverse grip$/, "反握"],
  [/\s+wide$/, "宽距"],
  [/\s+close-grip$/, "窄握"],
  [/\s+medium$/, "中距"],
  [/\s+from deficit$/, "赤字"],
  [/\s+from blocks$/, "垫块"],
  [/\s*-\s*below (the )?knees$/, "膝下"],
  [/\s*-\s*on the floor$/, "地面"],
  [/\s*-\s*hands overhead$/, "双手过头"],
  [/\s*-\s*legs on exercise ball$/, "瑞士球搭腿"],
  [/\s+with feet elevated$/, "脚垫高"],
  [/\s+with feet on an exercise ball$/, "脚搭瑞士球"],
  [/\s*-\s*close triceps position$/, "窄距"],
  [/\s+with straps$/, "吊带"],
  [/\s*-\s*pronated grip$/, "正握"],
  [/\s*-\s*with a twist$/, "旋转"],
  [/\s+with head on bench$/, "头靠凳"],
  [/\s+behind the head$/, "头后"],
  [/\s+over a bench$/, "凳上"],
  [/\s+over incline bench$/, "上斜凳"],
  [/\s+on incline bench$/, "上斜凳"],
  [/\s+from bench$/, "凳上"],
  [/\s+on stability ball$/, "瑞士球"],
];

/** Whole names whose usual Chinese name is not the word-by-word one. */
const WHOLE_NAMES: Record<string, string> = {
  "lying prone quadriceps": "俯卧股四头肌拉伸",
  "lying hamstring": "仰卧腘绳肌拉伸",
  "lying glute": "仰卧臀部拉伸",
  "seated glute": "坐姿臀部拉伸",
  "seated hamstring": "坐姿腘绳肌拉伸",
  "seated biceps": "坐姿二头肌拉伸",
  "seated front deltoid": "坐姿三角肌前束拉伸",
  "overhead triceps": "过头三头肌拉伸",
  "overhead lat": "过头背阔肌拉伸",
  adductor: "内收肌泡沫轴放松",
  "adductor/groin": "内收肌/腹股沟拉伸",
  "lying crossover": "仰卧交叉转体拉伸",
  "standing hip flexors": "站姿髋屈肌拉伸",
  "kneeling hip flexor": "跪姿髋屈肌拉伸",
  "dip machine": "器械臂屈伸",
  "leg lift": "抬腿",
  "ball leg curl": "瑞士球腿弯举",
  "lying leg curls": "俯卧腿弯举",
  "pushups (close and wide hand positions)": "宽窄距俯卧撑",
  "kettlebell turkish get-up (lunge style)": "壶铃土耳其起立（弓步式）",
  "kettlebell turkish get-up (squat style)": "壶铃土耳其起立（深蹲式）",
  "t-bar row with handle": "T 杠划船（把手）",
  "hyperextensions with no hyperextension bench": "无器械山羊挺身",
  "incline dumbbell bench with palms facing in": "掌心相对上斜哑铃卧推",
  "calf press on the leg press machine": "腿举机提踵",
  "side laterals to front raise": "侧平举转前平举",
  "push up to side plank": "俯卧撑转侧平板支撑",
  "chin to chest stretch": "下巴触胸拉伸",
  "hug knees to chest": "抱膝触胸",
  "one knee to chest": "单膝触胸",
  "elbow to knee": "肘触膝",
  "calf stretch elbows against wall": "扶墙小腿拉伸（屈肘）",
  "calf stretch hands against wall": "扶墙小腿拉伸",
  "one arm against wall": "单臂扶墙拉伸",
  "one handed hang": "单手悬垂",
  "the straddle": "分腿坐拉伸",
  "hug a ball": "抱球拉伸",
  "90/90 hamstring": "90/90 腘绳肌拉伸",
  "plie dumbbell squat": "哑铃芭蕾蹲",
  "sit squats": "坐姿深蹲拉伸",
  "rocky pull-ups/pulldowns": "引体向上/下拉组合",
  "kettlebell pass between the legs": "壶铃胯下传递",
  clean: "高翻",
  snatch: "抓举",
  "hyperextensions (back extensions)": "山羊挺身",
  "reverse hyperextension": "反向山羊挺身",
  "bodyweight squat": "徒手深蹲",
  "barbell squat": "杠铃深蹲",
  "barbell full squat": "杠铃全蹲",
  "barbell deadlift": "杠铃硬拉",
  "barbell bench press - medium grip": "杠铃卧推（中握）",
  "dumbbell bench press": "哑铃卧推",
  "machine bench press": "器械卧推",
  "bicycling, stationary": "动感单车",
  "rowing, stationary": "划船机",
  "jogging, treadmill": "跑步机慢跑",
  "running, treadmill": "跑步机跑步",
  "walking, treadmill": "跑步机快走",
  "trail running/walking": "越野跑/徒步",
  "jumping jacks": "开合跳",
  "hanging leg raise": "悬垂举腿",
  "ab roller": "健腹轮",
  "ab crunch machine": "器械卷腹",
  "dips - triceps version": "三头肌双杠臂屈伸",
  "dips - chest version": "胸肌双杠臂屈伸",
  "leg press": "腿举",
  "seated cable rows": "坐姿绳索划船",
  "inverted row": "反向划船",
  "one-arm dumbbell row": "单臂哑铃划船",
  "kettlebell swings": "壶铃摇摆",
  "one-arm kettlebell swings": "单臂壶铃摇摆",
  "triceps pushdown": "三头肌下压",
  "tricep dumbbell kickback": "哑铃三头肌后踢",
  "glute kickback": "臀部后踢",
  crunches: "卷腹",
  plank: "平板支撑",
};

const TITLE: Record<string, string> = {
  abdominals: "Abdominals",
  abductors: "Abductors",
  adductors: "Adductors",
  biceps: "Biceps",
  calves: "Calves",
  chest: "Chest",
  forearms: "Forearms",
  glutes: "Glutes",
  hamstrings: "Hamstrings",
  lats: "Lats",
  "lower back": "Lower Back",
  "middle back": "Middle Back",
  neck: "Neck",
  quadriceps: "Quadriceps",
  shoulders: "Shoulders",
  traps: "Traps",
  triceps: "Triceps",
};

const CATEGORY_TYPE: Record<string, string> = {
  strength: "Strength",
  stretching: "Stretching",
  plyometrics: "Plyometrics",
  powerlifting: "Powerlifting",
  "olympic weightlifting": "Olympic Weightlifting",
  strongman: "Strongman",
  cardio: "Cardio",
};

const EQUIPMENT_ZH: Record<string, string> = {
  barbell: "杠铃",
  dumbbell: "哑铃",
  other: "其他",
  "body only": "徒手",
  cable: "绳索",
  machine: "器械",
  kettlebells: "壶铃",
  bands: "弹力带",
  "medicine ball": "药球",
  "exercise ball": "瑞士球",
  "foam roll": "泡沫轴",
  "e-z curl bar": "曲杆",
};
const LEVEL_ZH: Record<string, string> = { beginner: "初级", intermediate: "中级", expert: "高级" };

const MAX_PHRASE_WORDS = 4;

function translateWords(text: string): string | null {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => (DICTIONARY[w] !== undefined ? [w] : w.split(/(?<=\w)-(?=smr$)/)));
  let out = "";
  for (let i = 0; i < words.length; ) {
    let matched = false;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(" ");
      const zh = DICTIONARY[phrase];
      if (zh !== undefined) {
        out += zh;
        i += n;
        matched = true;
        break;
      }
    }
    if (!matched) return null;
  }
  return out;
}

/** The Chinese name, or null when some word is not in the dictionary (and no table names it). */
export function chineseName(english: string): string | null {
  const named = NAMES_ZH[english];
  if (named) return named;
  return dictionaryName(english);
}

/** The Chinese name the dictionary makes, word by word, or null. */
export function dictionaryName(english: string): string | null {
  const lower = english.toLowerCase().trim();
  if (WHOLE_NAMES[lower]) return WHOLE_NAMES[lower];
  let core = lower.replace(/\s*\([^)]*\)\s*/g, " ").trim();
  let prefix = "";
  for (let changed = true; changed; ) {
    changed = false;
    for (const [pattern, zh] of SUFFIX_MODIFIERS) {
      if (pattern.test(core)) {
        core = core.replace(pattern, "").trim();
        prefix = zh + prefix;
        changed = true;
      }
    }
  }
  const main = translateWords(core);
  return main === null ? null : prefix + main;
}

const has = (name: string, re: RegExp) => re.test(name.toLowerCase());

const WARM_UP_DRILL =
  /circles|dynamic|inchworm|world's greatest|elbows back|groiners|frog hops|leg raises|scissor|skating|torso rotation|windmills|toe touchers|butt kick|split squats|sit squats|crossover reverse lunge/;

function typeTags(e: Upstream): string[] {
  const base = CATEGORY_TYPE[e.category];
  if (!base) throw new Error(`unknown category ${e.category}`);
  if (e.category === "cardio") return [base, "Warm up"];
  if (e.category === "stretching")
    return has(e.name, WARM_UP_DRILL) ? [base, "Warm up"] : [base, "Cool down"];
  return [base];
}

function muscleTags(e: Upstream): string[] {
  const out = e.primaryMuscles.map((m) => {
    const label = TITLE[m];
    if (!label) throw new Error(`unknown muscle ${m}`);
    return label;
  });
  if (e.primaryMuscles.some((m) => m === "lats" || m === "middle back" || m === "lower back"))
    out.push("Back");
  if (has(e.name, /rear delt|reverse fly|rear lateral|face pull|rear pull|back flyes/))
    out.push("Rear Deltoid");
  if (has(e.name, /scapular|rhomboids|scaption|pull apart/)) out.push("Scapulars");
  return [...new Set(out)];
}

const TRANSVERSE =
  /twist|rotation|wood chop|russian|cable lift|pallof|\bfly|flye|crossover|butterfly|rear delt|rear lateral|around the world|judo flip|landmine 180|pull apart|iron cross|figure 8|pirate ships/;
const FRONTAL =
  /lateral raise|side lateral|side laterals|side bend|lateral bound|lateral box|lateral cone|lateral hop|abduct|adduct|side split squat|star jump|jumping jack|windmill|side bridge|side plank|carioca|skating|side hop|side to side|monster walk|scaption|side leg raise|deltoid raise/;
const SAGITTAL =
  /squat|lunge|deadlift|press|row\b|rows\b|curl|extension|pull-?up|pullup|pulldown|chin|push-?up|pushup|dip|front raise|crunch|sit-up|clean|snatch|jerk|swing|good morning|hip thrust|bridge|step.?up|jump|sprint|calf|kickback|leg raise|hip raise|glute ham|thruster|pullover|shrug|hyperextension|raise|rollout|leg pull-in|tuck|mountain climber|climb|flip|drag|push\b|pull\b|kick/;

function planeTags(e: Upstream): string[] {
  if (e.category === "stretching" || e.category === "cardio") return [];
  if (has(e.name, TRANSVERSE)) return ["Transverse"];
  if (has(e.name, FRONTAL) || e.primaryMuscles.some((m) => m === "abductors" || m === "adductors"))
    return ["Frontal"];
  if (has(e.name, SAGITTAL)) return ["Saggital"];
  return [];
}

const PATTERNS: [string, RegExp][] = [
  [
    "Stability",
    /plank|side bridge|pallof|dead bug|isometric|balance|stomach vacuum|superman|anti-gravity|hold\b/,
  ],
  [
    "Rotation",
    /twist|rotation|wood chop|russian|cable lift|landmine 180|judo flip|figure 8|around the world|windmill/,
  ],
  ["Carry", /farmer|carry|yoke walk|sled drag|bear crawl sled/],
  [
    "Vertical Pull",
    /pull-?up|pullup|chin|pulldown|rope climb|muscle up|upright row|upright barbell row|upright cable row/,
  ],
  ["Horizontal Pull", /\brows?\b|face pull|pull apart|rear delt row|high row|iso row/],
  [
    "Vertical Push",
    /shoulder press|military press|overhead press|push press|jerk|arnold|handstand|bradford|see-saw|seesaw|linear jammer|clean and press|bent press|kettlebell press|seated press|para press|dumbbell press behind|press behind|standing dumbbell press|standing palms-in dumbbell press|seated dumbbell press|neck press/,
  ],
  [
    "Horizontal Push",
    /bench press|chest press|push-?ups?\b|pushups|floor press|\bdips?\b|board press|pin press|svend|jm press|tate press|chest push|close-grip dumbbell press|incline dumbbell press|smith press|decline smith|chest pass/,
  ],
  ["Lunge", /lunge|split squat|step.?up|split jump|split snatch|split jerk|split clean/],
  ["Squat", /squat|leg press|thruster|wall sit/],
  [
    "Hinge",
    /deadlift|good morning|hip thrust|glute bridge|hip raise|hip bridge|swing|pull through|rack pull|hyperextension|back extension|stiff leg|clean pull|snatch pull|butt lift|hip lift|glute ham|power clean|hang clean|^clean$|snatch$|kettlebell.*clean/,
  ],
  ["Jump", /jump|hops?\b|bound|leap|skip/],
];

function patternTags(e: Upstream): string[] {
  if (e.category === "stretching" || e.category === "cardio") return [];
  const out: string[] = [];
  for (const [tag, re] of PATTERNS) {
    if (has(e.name, re)) out.push(tag);
    if (out.length === 2) break;
  }
  return out;
}

/**
 * The description: the equipment/level line, the Chinese steps when there are any (numbered, then
 * a blank line), the upstream English steps, one per line.
 */
function describe(e: Upstream, stepsZh: readonly string[] | undefined): string {
  const equipment = e.equipment ?? "body only";
  const eqZh = EQUIPMENT_ZH[equipment] ?? equipment;
  const levelZh = LEVEL_ZH[e.level] ?? e.level;
  const header = `器械 Equipment：${eqZh} ${equipment} · 难度 Level：${levelZh} ${e.level}`;
  const steps = e.instructions.map((s) => s.trim().replace(/\s+/g, " ")).filter(Boolean);
  if (!stepsZh) return [header, ...steps].join("\n");
  const zh = stepsZh.map((step, i) => `${i + 1}. ${step}`);
  return [header, ...zh, ...(steps.length ? ["", ...steps] : [])].join("\n");
}

/**
 * The catalogue's 150 most programmed exercises (exercise-instructions-zh.ts): upstream id → rank
 * (1 first) and Chinese steps. Refuses a list that breaks its rule: the staples of
 * common-exercises.ts first, in order; then only beginner or intermediate exercises outside the
 * Olympic-lift and strongman categories.
 */
function programmedMost(upstream: readonly Upstream[]) {
  const byId = new Map(upstream.map((e) => [e.id, e]));
  const out = new Map<string, { rank: number; steps: readonly string[] }>();
  INSTRUCTIONS_ZH.forEach(({ id, steps }, i) => {
    const e = byId.get(id);
    const problem = !e
      ? "no such upstream exercise"
      : out.has(id)
        ? "listed twice"
        : steps.length < 3 || steps.length > 6
          ? "needs 3–6 steps"
          : i < COMMON_EXERCISES.length
            ? `${chineseName(e.name)} ${e.name}` !== COMMON_EXERCISES[i] &&
              `is not staple ${COMMON_EXERCISES[i]}`
            : (e.level === "expert" || ["olympic weightlifting", "strongman"].includes(e.category)) &&
              `is ${e.level} ${e.category}`;
    if (problem) throw new Error(`exercise-instructions-zh.ts, entry ${i + 1} (${id}): ${problem}`);
    out.set(id, { rank: i + 1, steps });
  });
  return out;
}

export function buildCatalogue(
  upstream: Upstream[],
  photos: Record<string, string> = {},
): CatalogueExercise[] {
  const ranked = programmedMost(upstream);
  return upstream
    .map((e) => {
      const zh = chineseName(e.name);
      if (!zh) throw new Error(`no Chinese name for "${e.name}": add it to scripts/exercise-names-zh.ts`);
      const programmed = ranked.get(e.id);
      const tags = {
        type: typeTags(e),
        primary_muscles: muscleTags(e),
        plane: planeTags(e),
        pattern: patternTags(e),
      };
      for (const family of TAG_FAMILIES) {
        for (const value of tags[family]) {
          if (!TAG_LABELS_ZH[family][value]) throw new Error(`no Chinese label for ${family} "${value}"`);
        }
      }
      const exercise_name = `${zh} ${e.name}`;
      if (programmed && withoutChineseSteps(describe(e, programmed.steps)) !== describe(e, undefined))
        throw new Error(`seed.ts cannot tell the Chinese steps of ${e.id} from the English ones`);
      const formerZh = FORMER_NAMES_ZH[e.name];
      return {
        id: e.id,
        exercise_name,
        english_name: e.name,
        former_name: formerZh ? `${formerZh} ${e.name}` : NAMES_ZH[e.name] ? e.name : null,
        description: describe(e, programmed?.steps),
        tags,
        search_key: searchKeyForName(exercise_name, syllables),
        photo_url: photos[e.id] ?? null,
        common_rank: programmed?.rank ?? null,
      };
    })
    .sort((a, b) => a.exercise_name.localeCompare(b.exercise_name, "en"));
}

function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const target = join(root, "db/default-exercises/exercises.json");
  const sqlAt = process.argv.indexOf("--sql");
  if (sqlAt !== -1) {
    const file = process.argv[sqlAt + 1];
    if (!file) throw new Error("--sql needs an output file");
    const { exercises } = JSON.parse(readFileSync(target, "utf8")) as { exercises: CatalogueExercise[] };
    writeFileSync(file, `${defaultExercisesSql(exercises, new Date().toISOString())}\n`);
    console.log(`${exercises.length} INSERT statements → ${file}`);
    return;
  }
  const source = process.argv[2] ?? process.env.FREE_EXERCISE_DB ?? "/work/shared/data/free-exercise-db";
  const upstream = JSON.parse(readFileSync(join(source, "exercises.json"), "utf8")) as Upstream[];
  const photoFile = join(root, PHOTO_MANIFEST);
  const photos = existsSync(photoFile)
    ? (JSON.parse(readFileSync(photoFile, "utf8")) as Record<string, string>)
    : {};
  const exercises = buildCatalogue(upstream, photos);
  const out = {
    source: "Free Exercise DB (https://github.com/yuhonas/free-exercise-db), public domain (Unlicense)",
    generated_by: "scripts/build-default-exercises.ts",
    exercises,
  };
  const json = `${JSON.stringify(out)}\n`;
  writeFileSync(target, json);
  // The repository's formatter owns the layout (`biome check` covers this file too).
  spawnSync(join(root, "node_modules/.bin/biome"), ["format", "--write", target], { stdio: "ignore" });
  const translated = exercises.filter((e) => /[\u4e00-\u9fff]/.test(e.exercise_name)).length;
  const withPhoto = exercises.filter((e) => e.photo_url).length;
  console.log(
    `${exercises.length} exercises, ${translated} with a Chinese name, ${withPhoto} with a photo, ${(readFileSync(target).length / 1024).toFixed(0)} KiB → ${target}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
