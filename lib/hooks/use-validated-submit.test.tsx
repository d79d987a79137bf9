/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { FormEvent } from "react";
import { z } from "zod";
import { TextField } from "@/components/ui/field";
import { formText, useValidatedSubmit } from "./use-validated-submit";

const schema = z.object({
  name: z.string().min(1, "Name is required"),
  summary: z.string().min(1, "Summary is required"),
});

function Form({ onSend }: { onSend: () => Promise<Record<string, string[]> | undefined> }) {
  const { issues, submit } = useValidatedSubmit(schema);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    await submit({ name: formText(form, "name"), summary: formText(form, "summary") }, onSend);
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField label="Name" name="name" error={issues.name?.[0]} />
      <TextField label="Summary" name="summary" error={issues.summary?.[0]} />
      <button type="submit">Save</button>
    </form>
  );
}

function submitWith(values: { name: string; summary: string }) {
  fireEvent.change(screen.getByLabelText("Name"), { target: { value: values.name } });
  fireEvent.change(screen.getByLabelText("Summary"), { target: { value: values.summary } });
  const save = screen.getByRole("button", { name: "Save" });
  save.focus();
  fireEvent.click(save);
}

it("a form that fails its checks moves the focus to the first field in error", async () => {
  render(<Form onSend={jest.fn()} />);
  submitWith({ name: "Two Sum", summary: "" });
  await screen.findByText("Summary is required");
  await waitFor(() => expect(screen.getByLabelText("Summary")).toHaveFocus());
  expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
});

it("field issues from the server move the focus the same way", async () => {
  render(<Form onSend={async () => ({ name: ["A problem with this name is already saved"] })} />);
  submitWith({ name: "Two Sum", summary: "Pairs adding up to a target" });
  await screen.findByText("A problem with this name is already saved");
  await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus());
});
