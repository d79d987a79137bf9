"use client";
import { Dialog as RadixDialog } from "radix-ui";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";

type MobileDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back to it when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
};

export function MobileDrawer({ open, onOpenChange, triggerRef, children }: MobileDrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50 md:hidden" />
        <RadixDialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-72 flex-col bg-white p-4 shadow-xl md:hidden dark:bg-zinc-900"
          onCloseAutoFocus={(event) => {
            // The drawer has no Radix trigger of its own.
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <div className="mb-4 flex items-center justify-between">
            <RadixDialog.Title className="text-base font-semibold">Menu</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">App navigation</RadixDialog.Description>
            <RadixDialog.Close className="rounded-md p-1 hover:bg-zinc-100 dark:hover:bg-zinc-800" aria-label="Close navigation">
              <X className="h-5 w-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
