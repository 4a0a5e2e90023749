import { describe, expect, it } from "vitest";
import { assistQuestion, suggestTopics } from "./assist";

const topics = [
  { id: 1, name: "Physics", description: "Matter, energy, space and time", followerCount: 5, questionCount: 0 },
  { id: 2, name: "Cooking", description: "Recipes and bread baking", followerCount: 9, questionCount: 0 },
];

describe("AI Help", () => {
  it("asks for a question and a topic, and suggests one from the title", () => {
    const result = assistQuestion({ title: "bread crust soft", content: "", topicIds: [] }, { similar: [], topics });
    expect(result.suggestions.join(" ")).toMatch(/Phrase your title as a question/);
    expect(result.suggestions.join(" ")).toMatch(/Start your title with a capital letter/);
    expect(result.suggestions.join(" ")).toMatch(/Add a topic such as Cooking/);
    expect(result.suggestedTopics).toEqual([{ id: 2, name: "Cooking" }]);
  });
  it("praises a well-formed question and points at similar ones", () => {
    const result = assistQuestion(
      { title: "Why does time slow down near a black hole?", content: "<p>I read about gravitational time dilation and want to understand the intuition behind it.</p>", topicIds: [1] },
      { similar: [{ id: 9, title: "What happens inside a black hole?", answerCount: 2, closed: false }], topics },
    );
    expect(result.goodAspects).toContain("Your title is phrased as a question.");
    expect(result.goodAspects.join(" ")).toMatch(/specific \(9 words\)/);
    expect(result.suggestions.join(" ")).toMatch(/A similar question already exists/);
    expect(result.suggestedTopics).toEqual([]);
  });
  it("matches topics on names before descriptions", () => {
    expect(suggestTopics("Physics of energy", topics)[0]).toEqual({ id: 1, name: "Physics" });
    expect(suggestTopics("Unrelated words only", topics)).toEqual([]);
  });
});
