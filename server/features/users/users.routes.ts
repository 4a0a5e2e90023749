import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { userIdParamSchema } from "@shared/ids";
import { pageQuerySchema, type Page, type QuestionSummary } from "@shared/questions";
import { LISTS, profileTag } from "../../cache/tags";
import { overlayQuestionPage } from "../../content/overlays";
import { onboardingSchema } from "@shared/topics";
import { localeUpdateSchema, updateProfileSchema } from "@shared/profile";
import type { Db } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../errors";
import type { Sessions } from "../../plugins/sessions";
import { requireUser } from "../../plugins/sessions";
import { memberAbilities } from "../../policy/abilities";
import { loadVisibleMember, MEMBER_NOT_FOUND } from "../../policy/visibility";
import type { Notifier } from "../../services/notifier";
import { presentProfile, presentUser } from "../../accounts/users.presenter";
import { canEditProfile, canFollow, canSeeProfileDetails } from "../../policy/profiles";
import { findProfile, listUserAnswers, listUserQuestions, ownsImageUpload, setUserFollow } from "./users.queries";
import { questionPageSchema } from "@shared/questions.responses";
import { noContentSchema } from "@shared/responses";
import { userAnswerPageSchema, userFollowResultSchema, userProfileSchema, userSchema } from "@shared/users.responses";
import { updateUser } from "../../accounts/members";
import { deleteAccount } from "../../content/account-deletion";

const UPLOAD_PREFIX = "/api/uploads/";

/** Member accounts: onboarding, profiles, their questions and answers, edits, deletion, follows. */
export async function usersRoutes(app: FastifyInstance, { db, sessions, notifier }: { db: Db; sessions: Sessions; notifier: Notifier }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch("/api/users/onboarding", { schema: { body: onboardingSchema, response: { 200: userSchema } } }, async (request) => {
    const user = requireUser(request);
    return presentUser((await updateUser(db, user.id, { onboardingCompleted: request.body.completed }))!);
  });

  // The interface language the member chose (issue 13): kept on the account, and each sign-in
  // sets the locale cookie from it, so every device they sign in on speaks it.
  r.put("/api/me/locale", { schema: { body: localeUpdateSchema, response: { 200: userSchema } } }, async (request) => {
    const user = requireUser(request);
    return presentUser((await updateUser(db, user.id, { locale: request.body.locale }))!);
  });

  // Profiles are public: visitors read them too.
  r.get("/api/users/:id", { schema: { params: userIdParamSchema, response: { 200: userProfileSchema } }, config: {
      publicCache: { tags: (request) => [profileTag((request.params as { id: string }).id)] },
      // A member sees more (their own details, what they may do): theirs is kept for them.
      memberCache: { tags: (request) => [profileTag((request.params as { id: string }).id)] },
    } }, async (request) => {
    const { id } = request.params;
    const found = await findProfile(db, id, request.user?.id ?? null);
    if (!found) throw notFound(MEMBER_NOT_FOUND);
    return presentProfile(found.user, {
      ...found,
      isOwner: canEditProfile(request.user, id),
      showDetails: canSeeProfileDetails(request.user, found.user),
      abilities: memberAbilities(request.user, found.user),
    });
  });

  // A profile's lists show its member's posts (profile:) with their answers and votes (lists).
  const profileList = (request: FastifyRequest) => [profileTag((request.params as { id: string }).id), LISTS];
  r.get("/api/users/:id/questions", {
    schema: { params: userIdParamSchema, querystring: pageQuerySchema, response: { 200: questionPageSchema } },
    config: { publicCache: { tags: profileList, overlay: () => (member, body) => overlayQuestionPage(db, member, body as Page<QuestionSummary>) } },
  }, async (request) => {
    const author = await loadVisibleMember(db, request.params.id);
    return listUserQuestions(db, author.id, { ...request.query, viewer: request.user });
  });

  r.get("/api/users/:id/answers", { schema: { params: userIdParamSchema, querystring: pageQuerySchema, response: { 200: userAnswerPageSchema } }, config: { publicCache: { tags: profileList }, memberCache: { tags: profileList } } }, async (request) => {
    const author = await loadVisibleMember(db, request.params.id);
    return listUserAnswers(db, author.id, { ...request.query, viewer: request.user });
  });

  r.patch("/api/users/:id", { schema: { params: userIdParamSchema, body: updateProfileSchema, response: { 200: userSchema } }, config: { visibleWrite: true } }, async (request) => {
    const user = requireUser(request);
    if (!canEditProfile(user, request.params.id)) throw forbidden("You can only edit your own profile.");
    const { profileImageUrl } = request.body;
    // The schema checks the URL's shape; only a picture this member uploaded may become theirs.
    if (profileImageUrl && !(await ownsImageUpload(db, user.id, profileImageUrl.slice(UPLOAD_PREFIX.length)))) {
      throw badRequest("Profile picture must be an uploaded image", "profileImageUrl");
    }
    return presentUser((await updateUser(db, user.id, request.body))!);
  });

  r.delete("/api/users/:id", { schema: { params: userIdParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    if (!canEditProfile(user, request.params.id)) throw forbidden("You can only delete your own account.");
    await deleteAccount(db, user.id);
    await sessions.endAllFor(user.id);
    await sessions.signOut(request, reply);
    return reply.status(204).send();
  });

  for (const [method, follow] of [["POST", true], ["DELETE", false]] as const) {
    r.route({
      method,
      url: "/api/users/:id/follow",
      schema: { params: userIdParamSchema, response: { 200: userFollowResultSchema } },
      // Following notifies the member followed; unfollowing tells nobody.
      config: { visibleWrite: follow },
      handler: async (request) => {
        const user = requireUser(request);
        const target = await loadVisibleMember(db, request.params.id);
        if (!canFollow(user, target.id)) throw badRequest("You cannot follow yourself");
        const result = await setUserFollow(db, user.id, target.id, follow);
        if (follow) await notifier.followed(user.id, target.id);
        return result;
      },
    });
  }
}
