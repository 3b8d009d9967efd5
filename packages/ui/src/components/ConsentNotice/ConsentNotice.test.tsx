import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { consentCategories, consentNoticeTexts } from "../../stories/fixtures.js";
import { renderWithTheme } from "../../test/render.js";
import { FloatingCancelButton } from "../FloatingCancelButton/FloatingCancelButton.js";
import { ConsentNotice, type ConsentNoticeProps } from "./ConsentNotice.js";
import {
  NOTICE_ALLOWS_ATTRIBUTE,
  NOTICE_ATTRIBUTE,
  NOTICE_OPENS_CHOICES_ATTRIBUTE,
} from "./noticeAnswers.js";

const texts = consentNoticeTexts;
const categories = consentCategories;

const signal = "Your browser asked for no tracking: these services stay off.";

function renderNotice(props: Partial<ConsentNoticeProps> = {}) {
  const onChoice = vi.fn<(allowed: string[]) => void>();
  renderWithTheme(
    <ConsentNotice texts={texts} categories={categories} onChoice={onChoice} {...props} />,
  );
  const notice = screen.getByRole("region", { name: "Your privacy choices" });
  return { onChoice, notice };
}

/** A page with a link that opens the notice, as the footer's does; the notice goes once answered. */
function PrivacyChoices({ shown }: { shown: boolean }) {
  const [open, setOpen] = useState(shown);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Privacy choices
      </button>
      {open ? (
        <ConsentNotice
          texts={texts}
          categories={categories}
          focusOnOpen={!shown}
          onChoice={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

describe("ConsentNotice", () => {
  it("is a region named by its title, fixed to the bottom of the viewport", () => {
    const { notice } = renderNotice();
    expect(notice.tagName).toBe("SECTION");
    // A page's script before the app finds the notice's controls inside this, never a form of the page's.
    expect(notice).toHaveAttribute(NOTICE_ATTRIBUTE);
    expect(within(notice).getByRole("heading", { name: "Your privacy choices" })).toBeVisible();
    expect(within(notice).getByText(texts.text)).toBeVisible();
    expect(getComputedStyle(notice).position).toBe("fixed");
    // Not a modal: nothing else on the page is hidden from the visitor.
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks with three buttons of equal weight and leaves the focus where it was", () => {
    const { notice } = renderNotice();
    const buttons = within(notice).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(["Accept", "Refuse", "Choose"]);
    const looks = buttons.map((button) => {
      const style = getComputedStyle(button);
      return [
        Math.round(button.getBoundingClientRect().width),
        style.backgroundColor,
        style.color,
        style.borderColor,
        style.fontWeight,
      ].join(" ");
    });
    expect(new Set(looks).size).toBe(1);
    expect(within(notice).queryByRole("checkbox")).toBeNull();
    expect(notice).not.toContainElement(document.activeElement as HTMLElement | null);
  });

  it.each([
    ["Accept", ["analytics", "marketing"]],
    ["Refuse", []],
  ] as const)(
    "%s reports %j once, and says so in its markup (for a page's script before the app)",
    async (answer, allowed) => {
      const { onChoice } = renderNotice();
      const button = screen.getByRole("button", { name: answer });
      expect(button).toHaveAttribute(NOTICE_ALLOWS_ATTRIBUTE, allowed.join(" "));
      expect(button).not.toHaveAttribute(NOTICE_OPENS_CHOICES_ATTRIBUTE);
      await userEvent.click(button);
      expect(onChoice).toHaveBeenCalledExactlyOnceWith(allowed);
    },
  );

  it("Choose shows a checkbox per category and focuses the first", async () => {
    const { onChoice, notice } = renderNotice();
    const choose = screen.getByRole("button", { name: "Choose" });
    expect(choose).toHaveAttribute(NOTICE_OPENS_CHOICES_ATTRIBUTE);
    expect(choose).not.toHaveAttribute(NOTICE_ALLOWS_ATTRIBUTE);
    await userEvent.click(choose);
    const group = within(notice).getByRole("group", { name: "Allow:" });
    expect(
      within(group)
        .getAllByRole("checkbox")
        .map((checkbox) => checkbox.getAttribute("name")),
    ).toEqual(["analytics", "marketing"]);
    expect(screen.getByRole("checkbox", { name: "Analytics" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(onChoice).not.toHaveBeenCalled();
  });

  it.each<[string, string[], string[], string[]]>([
    ["nothing checked", [], [], []],
    ["the first checked", [], ["Analytics"], ["analytics"]],
    ["both checked", [], ["Marketing", "Analytics"], ["marketing", "analytics"]],
    ["a stored choice kept", ["marketing"], [], ["marketing"]],
    ["a stored choice unchecked", ["analytics", "marketing"], ["Analytics"], ["marketing"]],
  ])("Save reports the checked ids: %s", async (_, allowed, clicked, saved) => {
    const { onChoice } = renderNotice({ allowed });
    await userEvent.click(screen.getByRole("button", { name: "Choose" }));
    for (const label of clicked) {
      await userEvent.click(screen.getByRole("checkbox", { name: label }));
    }
    await userEvent.click(screen.getByRole("button", { name: "Save my choices" }));
    expect(onChoice).toHaveBeenCalledExactlyOnceWith(saved);
  });

  it.each<[string, string[], boolean[]]>([
    ["none allowed by default", [], [false, false]],
    ["the stored choice", ["marketing"], [false, true]],
    ["every category", ["analytics", "marketing"], [true, true]],
  ])("view choose pre-checks %s, without taking the focus", (_, allowed, checked) => {
    renderNotice({ view: "choose", ...(allowed.length > 0 ? { allowed } : {}) });
    const boxes = screen.getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual(checked);
    expect(boxes[0]).not.toHaveFocus();
  });

  it("honours the browser's signal: says so and only closes", async () => {
    const { onChoice, notice } = renderNotice({ honouredSignal: signal, view: "choose" });
    expect(within(notice).getByText(signal)).toBeVisible();
    expect(
      within(notice)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Close"]);
    expect(within(notice).queryByRole("checkbox")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onChoice).toHaveBeenCalledExactlyOnceWith([]);
  });

  it.each([
    ["Refuse, reached with Tab", true, ["Refuse"]],
    ["Choose, then Save my choices, reached with Tab", true, ["Choose", "Save my choices"]],
    ["Accept, once the link before it opened it", false, ["Accept"]],
  ])(
    "answered with %s, it gives the focus back to where it came from",
    async (_, shown, presses) => {
      renderWithTheme(<PrivacyChoices shown={shown} />);
      const opener = screen.getByRole("button", { name: "Privacy choices" });
      opener.focus();
      if (!shown) await userEvent.keyboard("{Enter}");
      for (const press of presses) {
        const button = screen.getByRole("button", { name: press });
        for (let tabs = 0; tabs < 10 && document.activeElement !== button; tabs++) {
          await userEvent.tab();
        }
        await userEvent.keyboard("{Enter}");
      }
      expect(screen.queryByRole("region", { name: "Your privacy choices" })).toBeNull();
      expect(opener).toHaveFocus();
    },
  );

  it.each([
    [true, true],
    [false, false],
  ])("focusOnOpen=%s: the region has the focus: %s", (focusOnOpen, focused) => {
    const { notice } = renderNotice({ focusOnOpen });
    if (focused) expect(notice).toHaveFocus();
    else expect(notice).not.toHaveFocus();
  });

  it("leaves the floating button's corner to it: the button rises above while it shows, and comes back", async () => {
    renderWithTheme(
      <>
        <FloatingCancelButton label="Cancel Product" />
        <PrivacyChoices shown />
      </>,
    );
    const cancel = screen.getByRole("button", { name: "Cancel Product" });
    const notice = screen.getByRole("region", { name: "Your privacy choices" });
    const corner = () => window.innerHeight - cancel.getBoundingClientRect().bottom;
    await vi.waitFor(() => {
      const { x, y, width, height, bottom } = cancel.getBoundingClientRect();
      expect(bottom).toBeLessThanOrEqual(notice.getBoundingClientRect().top);
      expect(document.elementFromPoint(x + width / 2, y + height / 2)).toBe(cancel);
    });
    await userEvent.click(within(notice).getByRole("button", { name: "Refuse" }));
    // The theme's offset from the bottom: 1rem.
    await vi.waitFor(() => expect(corner()).toBe(16));
  });
});
