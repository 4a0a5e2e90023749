// What the dashboard says about each earning stream, as message ids (the figures are in @shared/monetization).
import type { MonetizationStream } from "@shared/monetization";
import type { MessageId } from "@/i18n";

export interface StreamText {
  name: MessageId;
  description: MessageId;
  formula: MessageId;
  /** What the stream's formula counted ({count}). */
  basis: MessageId;
  /** The stream's condition (the server sends it in English; the client says it in the reader's language). */
  requirement: MessageId;
}

export const STREAM_TEXT: Record<MonetizationStream, StreamText> = {
  "partner-program": {
    name: "monetization.partnerName",
    description: "monetization.partnerDescription",
    formula: "monetization.partnerFormula",
    basis: "monetization.partnerBasis",
    requirement: "monetization.partnerRequirement",
  },
  "plus-revenue-share": {
    name: "monetization.plusShareName",
    description: "monetization.plusShareDescription",
    formula: "monetization.plusShareFormula",
    basis: "monetization.plusShareBasis",
    requirement: "monetization.plusShareRequirement",
  },
  "sponsored-content": {
    name: "monetization.sponsoredName",
    description: "monetization.sponsoredDescription",
    formula: "monetization.sponsoredFormula",
    basis: "monetization.sponsoredBasis",
    requirement: "monetization.sponsoredRequirement",
  },
  "tip-jar": {
    name: "monetization.tipJarName",
    description: "monetization.tipJarDescription",
    formula: "monetization.tipJarFormula",
    basis: "monetization.tipJarBasis",
    requirement: "monetization.tipJarRequirement",
  },
};
