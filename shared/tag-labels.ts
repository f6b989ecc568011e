/**
 * The exercise tag families and the Chinese labels of the catalogue's tag values (stored in
 * English). No zod here: the web app imports this file (filters in the URL, labels on cards);
 * worker/domains/libraries/schemas.ts re-exports it for the server.
 */
export const TAG_FAMILIES = ["type", "primary_muscles", "plane", "pattern"] as const;
export type TagFamily = (typeof TAG_FAMILIES)[number];

/**
 * Chinese labels of the tag values used by the default catalogue (scripts/build-default-exercises.ts
 * writes only these). Organizations may add their own values; those show as typed.
 */
export const TAG_LABELS_ZH: Record<TagFamily, Record<string, string>> = {
  type: {
    Strength: "力量",
    Stretching: "拉伸",
    Plyometrics: "增强式",
    Powerlifting: "力量举",
    "Olympic Weightlifting": "奥林匹克举重",
    Strongman: "大力士",
    Cardio: "有氧",
    "Warm up": "热身",
    "Cool down": "放松",
    Mobility: "灵活性",
  },
  primary_muscles: {
    Abdominals: "腹肌",
    Abductors: "髋外展肌",
    Adductors: "髋内收肌",
    Back: "背部",
    Biceps: "肱二头肌",
    Calves: "小腿",
    Chest: "胸部",
    Forearms: "前臂",
    Glutes: "臀部",
    Hamstrings: "腘绳肌",
    Lats: "背阔肌",
    "Lower Back": "下背",
    "Middle Back": "中背",
    Neck: "颈部",
    Quadriceps: "股四头肌",
    "Rear Deltoid": "三角肌后束",
    Scapulars: "肩胛肌群",
    Shoulders: "肩部",
    Traps: "斜方肌",
    Triceps: "肱三头肌",
  },
  plane: {
    Saggital: "矢状面",
    Frontal: "冠状面",
    Transverse: "水平面",
  },
  pattern: {
    Squat: "深蹲",
    Hinge: "髋铰链",
    Lunge: "弓步",
    "Horizontal Push": "水平推",
    "Vertical Push": "垂直推",
    "Horizontal Pull": "水平拉",
    "Vertical Pull": "垂直拉",
    Carry: "负重行走",
    Rotation: "旋转",
    Stability: "稳定",
    Jump: "跳跃",
  },
};
