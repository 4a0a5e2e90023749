import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow, signUpAndSkipOnboarding, signUpMember } from "./helpers";

const currentUserId = async (page: Page) => (await (await page.request.get("/api/auth/user")).json()).id as string;

test("two members message each other and hear of answers live, without reloading", async ({ browser }) => {
  const bea = await (await browser.newContext()).newPage();
  await signUpAndSkipOnboarding(bea, "Bea", "Asker");
  const beaId = await currentUserId(bea);
  const title = `Where do lighthouse keepers sleep ${Date.now()}?`;
  const asked = await bea.request.post("/api/questions", { data: { title, content: "<p>Curious about the rooms.</p>", topicIds: [] } });
  expect(asked.status()).toBe(201);
  const questionId = (await asked.json()).id as number;
  // Nothing unread yet: no dot, no badge.
  await expect(bea.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expect(bea.getByTestId("notifications-dot")).toHaveCount(0);
  await expect(bea.getByRole("link", { name: "Messages", exact: true })).toBeVisible();

  // Abe messages Bea from her profile.
  const abe = await (await browser.newContext()).newPage();
  await signUpMember(abe, "Abe", "Writer");
  await abe.goto(`/profile/${beaId}`);
  await abe.getByRole("button", { name: "Message", exact: true }).click();
  await expect(abe).toHaveURL(/\/messages\/\d+$/);
  await expect(abe.getByRole("heading", { name: "Bea Asker" })).toBeVisible();
  await expect(abe.getByRole("heading", { name: "No messages yet" })).toBeVisible();
  await expect(abe.getByText("Say hello to Bea Asker!")).toBeVisible();
  const abeBox = abe.getByRole("textbox", { name: "Message" });
  // Markup is text in a message, never HTML.
  await abeBox.fill("Hello Bea! <b>not bold</b>");
  await abeBox.press("Enter");
  await expect(abeBox).toHaveValue("");
  const abeThread = abe.getByRole("list", { name: "Messages with Bea Asker" });
  await expect(abeThread.getByText("Hello Bea! <b>not bold</b>")).toBeVisible();

  // Bea's badge arrives without a reload, and the conversation shows unread.
  await expect(bea.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();
  await bea.getByRole("link", { name: "Messages, 1 unread" }).click();
  await expect(bea).toHaveURL(/\/messages$/);
  const row = bea.getByRole("list", { name: "Conversations" }).getByRole("link", { name: /Abe Writer/ });
  await expect(row).toContainText("Hello Bea!");
  await expect(row).toContainText("1 unread");
  await row.click();
  const beaThread = bea.getByRole("list", { name: "Messages with Abe Writer" });
  await expect(beaThread.getByText("Hello Bea! <b>not bold</b>")).toBeVisible();
  await expect(bea.locator("b", { hasText: "not bold" })).toHaveCount(0);
  // Opening the thread reads it: the badge goes.
  await expect(bea.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  await expect(row).not.toContainText("unread");

  // Bea replies on two lines: Shift+Enter breaks the line, Enter sends.
  const beaBox = bea.getByRole("textbox", { name: "Message" });
  await beaBox.pressSequentially("Hi Abe");
  await beaBox.press("Shift+Enter");
  await beaBox.pressSequentially("Second line");
  await expect(beaBox).toHaveValue("Hi Abe\nSecond line");
  await beaBox.press("Enter");
  await expect(beaThread.getByText(/Hi Abe\s+Second line/)).toBeVisible();
  // Abe, with the thread open, sees the reply arrive.
  await expect(abeThread.getByText(/Hi Abe\s+Second line/)).toBeVisible();

  // Abe answers Bea's question; Bea's notification dot appears while she stays on /messages.
  await abe.goto(`/questions/${questionId}`);
  await abe.getByRole("textbox", { name: "Your answer" }).fill("In the keeper's cottage next to the tower, usually.");
  await abe.getByRole("button", { name: "Post Answer" }).click();
  await expect(abe.getByText("Answer posted").first()).toBeVisible();

  const bell = bea.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  await expect(bea.getByTestId("notifications-dot")).toBeVisible();
  await bell.click();
  const panel = bea.getByRole("dialog", { name: "Notifications" });
  const notification = panel.getByRole("link", { name: new RegExp(`Abe Writer answered your question “${title.replace(/[?.]/g, "\\$&")}”`) });
  await expect(notification).toBeVisible();
  await expect(notification).toContainText("Unread");
  await panel.getByRole("button", { name: "Mark all as read" }).click();
  await expect(bea.getByTestId("notifications-dot")).toHaveCount(0);
  await expect(bea.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expect(notification).not.toContainText("Unread");
  await notification.click();
  // It leads to the answer itself on the question page.
  await expect(bea).toHaveURL(new RegExp(`/questions/${questionId}#answer-\\d+$`));
  await expect(bea.getByRole("heading", { name: title })).toBeVisible();
  await expect(bea.locator(`#${new URL(bea.url()).hash.slice(1)}`)).toBeInViewport();
  // Still read after a reload: it was stored.
  await bea.reload();
  await expect(bea.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  await bea.context().close();
  await abe.context().close();
});

test("messages page: accessible, and on phones the list and the thread are two views", async ({ browser }) => {
  const other = await (await browser.newContext()).newPage();
  await signUpAndSkipOnboarding(other, "Cleo", "Reader");
  const otherId = await currentUserId(other);

  const page = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await signUpAndSkipOnboarding(page, "Dan", "Phone");
  await expectNoHorizontalOverflow(page, "home with the bell and the messages button");
  await page.goto("/messages");
  await expect(page.getByText("No conversations yet")).toBeVisible();
  await expectAccessible(page, "/messages, empty");

  const started = await page.request.post("/api/conversations", { data: { userId: otherId } });
  const conversationId = (await started.json()).id as number;
  await page.request.post(`/api/conversations/${conversationId}/messages`, { data: { content: "Phone hello" } });
  await page.goto("/messages");
  const link = page.getByRole("list", { name: "Conversations" }).getByRole("link", { name: /Cleo Reader/ });
  await expect(link).toBeVisible();
  await expectNoHorizontalOverflow(page, "/messages list on a phone");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/messages/${conversationId}$`));
  const thread = page.getByRole("list", { name: "Messages with Cleo Reader" });
  await expect(thread.getByText("Phone hello")).toBeVisible();
  // The thread replaces the list on a phone.
  await expect(page.getByRole("searchbox", { name: "Search conversations" })).toBeHidden();
  await expectNoHorizontalOverflow(page, "/messages thread on a phone");
  await expectAccessible(page, "/messages thread on a phone");
  await page.getByRole("link", { name: "Back to conversations" }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole("searchbox", { name: "Search conversations" })).toBeVisible();

  // Search by name, on a wide screen with both panes, in dark mode too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("searchbox", { name: "Search conversations" }).fill("zzz");
  await expect(page.getByText("No conversations match “zzz”.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search conversations" }).fill("cleo");
  await page.getByRole("link", { name: /Cleo Reader/ }).click();
  await expect(page.getByRole("searchbox", { name: "Search conversations" })).toBeVisible();
  await expect(thread.getByText("Phone hello")).toBeVisible();
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await expectAccessible(page, "/messages thread, dark");

  await page.goto("/messages/999999");
  await expect(page.getByText("Conversation not found")).toBeVisible();

  await other.context().close();
  await page.context().close();
});
