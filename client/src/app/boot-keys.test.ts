import { describe, expect, it } from "vitest";
import {
  answersBootQuery,
  questionCommentsBootQuery,
  DEFAULT_FEED_TAB,
  feedBootQuery,
  followedTopicsBootQuery,
  questionBootQuery,
  siteBootQuery,
  trendingTopicsBootQuery,
  subscriptionBootQuery,
  topicBootQuery,
  topicFollowingBootQuery,
  topicQuestionsBootQuery,
  unreadMessagesBootQuery,
  unreadNotificationsBootQuery,
  userBootQuery,
  userProfileBootQuery,
  userQuestionsBootQuery,
  spaceBootQuery,
  popularQuestionsBootQuery,
} from "@shared/boot";
import { topicQueryOptions } from "@/features/topics/api/get-topic";
import { topicFollowingQueryOptions } from "@/features/topics/api/get-topic-following";
import { topicQuestionsQueryOptions } from "@/features/questions/api/get-topic-questions";
import { userProfileQueryOptions } from "@/features/users/api/get-user-profile";
import { userQuestionsQueryOptions } from "@/features/users/api/get-user-questions";
import { mySubscriptionQueryOptions } from "@/features/subscriptions/api/get-my-subscription";
import { unreadNotificationsQueryOptions } from "@/features/notifications/api/get-unread-notifications";
import { unreadMessagesQueryOptions } from "@/features/messages/api/get-unread-messages";
import { userQueryOptions } from "@/hooks/use-user";
import { siteQueryOptions } from "@/hooks/use-site-settings";
import { feedQueryOptions } from "@/features/questions/api/get-questions";
import { answersQueryOptions, questionQueryOptions } from "@/features/questions/api/get-question";
import { commentsQueryOptions } from "@/features/questions/api/comments";
import { followedTopicsQueryOptions } from "@/features/topics/api/get-followed-topics";
import { trendingTopicsQueryOptions } from "@/features/topics/api/get-trending-topics";
import { spaceQueryOptions } from "@/features/spaces/api/get-space";
import { popularQuestionsQueryOptions } from "@/features/questions/api/get-popular-questions";

// The server embeds its answers under the keys of shared/boot.ts; each must be the key the
// feature's query reads (lib/boot.ts puts them in the cache). Here, as app/ may read every feature.
describe("boot data", () => {
  it("uses the very keys the client's queries read", () => {
    expect(userBootQuery.key).toEqual(userQueryOptions.queryKey);
    expect(siteBootQuery.key).toEqual(siteQueryOptions.queryKey);
    expect(feedBootQuery(DEFAULT_FEED_TAB).key).toEqual(feedQueryOptions(DEFAULT_FEED_TAB).queryKey);
    expect(questionBootQuery(7).key).toEqual(questionQueryOptions(7).queryKey);
    expect(answersBootQuery(7).key).toEqual(answersQueryOptions(7).queryKey);
    expect(answersBootQuery(7, "newest").key).toEqual(answersQueryOptions(7, "newest").queryKey);
    expect(questionCommentsBootQuery(7).key).toEqual(commentsQueryOptions({ kind: "questions", id: 7 }).queryKey);
    expect(followedTopicsBootQuery.key).toEqual(followedTopicsQueryOptions.queryKey);
    expect(trendingTopicsBootQuery.key).toEqual(trendingTopicsQueryOptions.queryKey);
    expect(subscriptionBootQuery.key).toEqual(mySubscriptionQueryOptions.queryKey);
    expect(unreadNotificationsBootQuery.key).toEqual(unreadNotificationsQueryOptions.queryKey);
    expect(unreadMessagesBootQuery.key).toEqual(unreadMessagesQueryOptions.queryKey);
    expect(topicBootQuery(4).key).toEqual(topicQueryOptions(4).queryKey);
    expect(topicFollowingBootQuery(4).key).toEqual(topicFollowingQueryOptions(4).queryKey);
    expect(topicQuestionsBootQuery(4).key).toEqual(topicQuestionsQueryOptions(4, "latest").queryKey);
    expect(userProfileBootQuery("u").key).toEqual(userProfileQueryOptions("u").queryKey);
    expect(userQuestionsBootQuery("u").key).toEqual(userQuestionsQueryOptions("u").queryKey);
    expect(spaceBootQuery(3).key).toEqual(spaceQueryOptions(3).queryKey);
    expect(popularQuestionsBootQuery.key).toEqual(popularQuestionsQueryOptions.queryKey);
  });

});
