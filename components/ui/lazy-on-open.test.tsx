/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { lazyOnOpen } from "./lazy-on-open";

function Panel({ open }: { open: boolean }) {
  return <p>{open ? "panel open" : "panel closed"}</p>;
}

it("loads and mounts nothing until first opened, then stays mounted after closing", async () => {
  const load = jest.fn(() => Promise.resolve(Panel));
  const LazyPanel = lazyOnOpen(load);
  const { rerender } = render(<LazyPanel open={false} />);
  expect(screen.queryByText(/panel/)).toBeNull();
  rerender(<LazyPanel open />);
  expect(await screen.findByText("panel open")).toBeInTheDocument();
  rerender(<LazyPanel open={false} />);
  expect(screen.getByText("panel closed")).toBeInTheDocument();
  expect(load).toHaveBeenCalled();
});
