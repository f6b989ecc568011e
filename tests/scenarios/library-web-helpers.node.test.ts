import { describe, expect, it } from "vitest";
import {
  joinExerciseName,
  orderedNames,
  splitExerciseName,
} from "../../web/routes/_app/_coach/library/-components/exercise-names";
import { searchKeyOf } from "../../web/routes/_app/_coach/library/-components/search-key-maker";
import { validateLibrarySearch } from "../../web/routes/_app/_coach/library/-components/search-params";
import { embeddableVideo, webAddress } from "../../web/routes/_app/_coach/library/-components/video";

/** The /library screen's pure helpers (the browser tests cover the screen itself). */
describe("library screen helpers", () => {
  it("splits SPEC's single exercise_name into its Chinese and English halves and joins them back", () => {
    expect(splitExerciseName("深蹲 Squat")).toEqual({ zh: "深蹲", en: "Squat" });
    expect(splitExerciseName("3/4 幅度仰卧起坐 3/4 Sit-Up")).toEqual({
      zh: "3/4 幅度仰卧起坐",
      en: "3/4 Sit-Up",
    });
    expect(splitExerciseName("哑铃弯举（站姿） Dumbbell Curl")).toEqual({
      zh: "哑铃弯举（站姿）",
      en: "Dumbbell Curl",
    });
    expect(splitExerciseName("TRX 划船")).toEqual({ zh: "TRX 划船", en: "" });
    expect(splitExerciseName("Advanced Kettlebell Windmill")).toEqual({
      zh: "",
      en: "Advanced Kettlebell Windmill",
    });
    expect(joinExerciseName({ zh: " 深蹲 ", en: "Squat" })).toBe("深蹲 Squat");
    expect(joinExerciseName({ zh: "", en: "Squat" })).toBe("Squat");
    // The interface language's half leads.
    expect(orderedNames({ zh: "深蹲", en: "Squat" }, "en")).toEqual([
      { lang: "en", text: "Squat" },
      { lang: "zh", text: "深蹲" },
    ]);
    expect(orderedNames({ zh: "深蹲", en: "" }, "en")).toEqual([{ lang: "zh", text: "深蹲" }, null]);
  });

  it("computes the pinyin search key the server expects (full pinyin, then initials)", () => {
    expect(searchKeyOf("深蹲 Squat")).toBe("shendun sd");
    expect(searchKeyOf("鹦鹉螺深蹲")).toBe("yingwuluoshendun ywlsd");
  });

  it("embeds YouTube, Vimeo and Bilibili links and nothing else", () => {
    expect(embeddableVideo("https://youtu.be/dQw4w9WgXcQ?t=90")?.embedUrl).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=90",
    );
    expect(embeddableVideo("https://www.youtube.com/shorts/dQw4w9WgXcQ")?.provider).toBe("youtube");
    expect(embeddableVideo("https://vimeo.com/76979871")?.embedUrl).toBe(
      "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1",
    );
    expect(embeddableVideo("https://www.bilibili.com/video/BV1GJ411x7h7?p=2")?.embedUrl).toBe(
      "https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7&p=2&autoplay=1",
    );
    expect(embeddableVideo("https://example.com/squat.mp4")).toBeNull();
    expect(embeddableVideo("https://www.youtube.com/watch?v=not-an-id")).toBeNull();
    expect(webAddress("javascript:alert(1)")).toBeNull();
    expect(webAddress("https://example.com/a b")).toBe("https://example.com/a%20b");
  });

  it("reads the URL's search params, dropping what it does not know", () => {
    expect(
      validateLibrarySearch({
        q: "  shendun ",
        source: "own",
        primary_muscles: ["Quadriceps", "Glutes", "Quadriceps", 3],
        type: "Strength,Cardio",
        page: "2",
        plane: [],
        bogus: "x",
      }),
    ).toEqual({
      q: "shendun",
      source: "own",
      primary_muscles: ["Quadriceps", "Glutes"],
      type: ["Strength", "Cardio"],
      page: 2,
    });
    // Filters belong to the exercise tab; the template tabs keep only the search and page.
    expect(validateLibrarySearch({ tab: "warmups", q: "激活", source: "own", type: ["Strength"] })).toEqual({
      tab: "warmups",
      q: "激活",
    });
    expect(validateLibrarySearch({ tab: "exercises", source: "nope", page: "-1" })).toEqual({});
  });
});
