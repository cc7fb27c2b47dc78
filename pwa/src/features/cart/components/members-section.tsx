import { useState } from "react";
import type { CartMember } from "@/db/records.ts";
import type { MemberDraft } from "../data/checkout.rules.ts";
import { AddMemberForm } from "./add-member-form.tsx";

interface MembersSectionProps {
  members: readonly CartMember[];
  onAdd: (member: MemberDraft) => void;
  /** Never called for the first member ('My Self'), who cannot be removed. */
  onRemove: (index: number) => void;
  notice: string | null;
}

/** Who the tests are for: 'My Self' first (kept), then family members, added or removed. */
export function MembersSection({ members, onAdd, onRemove, notice }: MembersSectionProps) {
  const [adding, setAdding] = useState(false);
  return (
    <section className="checkout-section" aria-labelledby="members-title">
      <h2 id="members-title">Members</h2>
      <ul className="member-list">
        {members.map((member, index) => (
          <li
            key={`${member.name}|${member.relation}|${member.mobileNumber}`}
            className="member-item"
          >
            <span>
              <strong>{member.name}</strong>{" "}
              <span className="member-relation">({member.relation})</span>
            </span>
            {index === 0 ? null : (
              <button type="button" className="link-action" onClick={() => onRemove(index)}>
                Remove <span className="visually-hidden">{member.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {notice ? (
        <p className="checkout-note" role="status">
          {notice}
        </p>
      ) : null}
      {adding ? (
        <AddMemberForm
          onAdd={(member) => {
            onAdd(member);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="checkout-actions">
          <button type="button" className="button button-secondary" onClick={() => setAdding(true)}>
            Add a family member
          </button>
        </div>
      )}
    </section>
  );
}
