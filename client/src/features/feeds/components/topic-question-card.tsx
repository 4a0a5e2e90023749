import { Link } from "wouter";
import { ArrowBigUp, MessageCircle, PenLine, Share2 } from "lucide-react";
import type { QuestionSummary } from "@shared/questions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { RichContent } from "@/components/rich-content";
import { UserAvatar } from "@/components/user-avatar";
import { useUser } from "@/features/auth/api/get-user";
import { shareLink } from "@/lib/share";
import { AuthorName, authorName } from "./author-name";
import { CardByline, CardCounts, CardHeadline } from "./card-parts";
import { countOf } from "@/lib/format";
import { FollowAuthorButton } from "./follow-author-button";

/**
 * A question on a topic page (spec 2.12): author with a Follow button, title, topics, the
 * top answer in full, and Answer with the answer and view counts.
 */
export function TopicQuestionCard({ question }: { question: QuestionSummary }) {
  const { user } = useUser();
  const url = `/questions/${question.id}`;
  const titleId = `topic-question-${question.id}-title`;
  const { author, topAnswer, topAnswerAuthor } = question;
  return (
    <Card className="p-4 sm:p-5">
      <article className="space-y-3" aria-labelledby={titleId}>
        <CardByline
          author={author}
          date={question.createdAt}
          action={author && user && author.id !== user.id && <FollowAuthorButton authorId={author.id} name={authorName(author)} following={question.followsAuthor} />}
        />
        <CardHeadline titleId={titleId} question={question} href={url} />
        {topAnswer && (
          <section className="space-y-2 rounded-md border-l-4 border-primary bg-muted/60 p-3" aria-label="Top answer">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <UserAvatar user={topAnswerAuthor} className="h-7 w-7 text-[10px]" />
              <AuthorName author={topAnswerAuthor} />
              {topAnswerAuthor?.employment && (
                <Badge variant="outline" className="max-w-full truncate">
                  {topAnswerAuthor.employment}
                </Badge>
              )}
            </div>
            <RichContent html={topAnswer.content} />
            <div className="flex flex-wrap items-center gap-2">
              <span className="inline-flex items-center gap-1 px-1 text-sm text-muted-foreground">
                <ArrowBigUp className="h-4 w-4" aria-hidden="true" /> {countOf(topAnswer.upvoteCount, "upvote")}
              </span>
              <Button variant="ghost" size="sm" asChild>
                <Link href={url}>
                  <MessageCircle aria-hidden="true" /> {countOf(topAnswer.commentCount, "comment")}
                </Link>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => shareLink(url, question.title)}>
                <Share2 aria-hidden="true" /> Share
              </Button>
            </div>
          </section>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
          <Button variant="outline" size="sm" asChild>
            <Link href={`${url}#answer`}>
              <PenLine aria-hidden="true" /> Answer
            </Link>
          </Button>
          <CardCounts views={question.viewCount} answers={question.answerCount} />
        </div>
      </article>
    </Card>
  );
}
