import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { AppShell } from "@/app/layouts/app-shell";
import { useFeed } from "@/features/questions/api/get-questions";
import { QuestionCard } from "@/features/questions/components/question-card";

/** The home feed (spec 2.5): newest questions with their best answers. */
export default function HomePage() {
  const questions = useFeed("recent");
  const items = questions.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <AppShell>
      <div className="mx-auto max-w-2xl space-y-4">
        <h1 className="sr-only">Home feed</h1>
        {questions.isLoading ? (
          Array.from({ length: 3 }, (_, index) => <Skeleton key={index} className="h-48" />)
        ) : questions.isError ? (
          <Card className="p-6 text-center text-sm text-destructive" role="alert">
            {questions.error.message}
          </Card>
        ) : items.length === 0 ? (
          <Card className="p-10 text-center">
            <h2 className="text-lg font-semibold">No questions yet</h2>
            <p className="mt-1 text-sm text-muted-foreground">Be the first to ask a question and start a conversation</p>
            <Button className="mt-4">Ask the First Question</Button>
          </Card>
        ) : (
          <>
            {items.map((question) => (
              <QuestionCard key={question.id} question={question} />
            ))}
            {questions.hasNextPage && (
              <div className="flex justify-center">
                <Button variant="outline" onClick={() => questions.fetchNextPage()} disabled={questions.isFetchingNextPage}>
                  {questions.isFetchingNextPage ? "Loading..." : "Load More Questions"}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </AppShell>
  );
}
