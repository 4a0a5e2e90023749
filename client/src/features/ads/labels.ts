// The ad form's choices as message ids (the lists themselves are in @shared/ad-options).
import { AD_LIMITS, AD_MESSAGES, type AdAudience, type AdDuration, type AdType } from "@shared/ad-options";
import { useT, type MessageId } from "@/i18n";
import { useMoney } from "@/hooks/use-money";

export const AD_TYPE_IDS: Record<AdType, MessageId> = {
  "promoted-question": "ads.typePromotedQuestion",
  "promoted-answer": "ads.typePromotedAnswer",
  banner: "ads.typeBanner",
  "sponsored-content": "ads.typeSponsoredContent",
};

export const AD_AUDIENCE_IDS: Record<AdAudience, MessageId> = {
  developers: "ads.audienceDevelopers",
  designers: "ads.audienceDesigners",
  entrepreneurs: "ads.audienceEntrepreneurs",
  students: "ads.audienceStudents",
  professionals: "ads.audienceProfessionals",
  all: "ads.audienceAll",
};

export const AD_DURATION_IDS: Record<AdDuration, MessageId> = {
  "1-week": "ads.duration1Week",
  "2-weeks": "ads.duration2Weeks",
  "1-month": "ads.duration1Month",
  "3-months": "ads.duration3Months",
  ongoing: "ads.durationOngoing",
};

/** The form's validation messages (the shared schema's English, which the server also sends) as message ids. */
const AD_ERROR_IDS: Record<keyof typeof AD_MESSAGES, MessageId> = {
  titleRequired: "ads.errorTitleRequired",
  keywordDuplicate: "ads.errorKeywordDuplicate",
  keywordTooLong: "ads.errorKeywordTooLong",
  keywordsTooMany: "ads.errorKeywordsTooMany",
  budgetNumber: "ads.errorBudgetNumber",
  budgetMin: "ads.errorBudgetMin",
  budgetMax: "ads.errorBudgetMax",
  budgetCents: "ads.errorBudgetCents",
  imageUrl: "ads.errorImageUrl",
  targetUrl: "ads.errorTargetUrl",
};

/** A validation message in the reader's language; one the form does not know stays as it came. */
export function useAdErrorText() {
  const t = useT();
  const money = useMoney();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = (Object.keys(AD_MESSAGES) as (keyof typeof AD_MESSAGES)[]).find((name) => AD_MESSAGES[name] === message);
    if (!key) return message;
    return t(AD_ERROR_IDS[key], {
      max: key === "keywordTooLong" ? AD_LIMITS.keyword : AD_LIMITS.keywords,
      min: money(AD_LIMITS.minDailyBudget * 100),
      maxBudget: money(AD_LIMITS.maxDailyBudget * 100),
    });
  };
}
