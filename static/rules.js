// A result's "Rule: …" links (.item-rule > a): one tap opens the rule in place, under the item, as a <details>
// holding the words the server wrote once in the result's rules (#used-rule-…); a second tap
// closes it. Without JavaScript (or a rule the page does not hold) the link goes to the rule's
// paragraph on the game's rules page.
(function () {
  "use strict";
  document.addEventListener("click", function (event) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var link = event.target.closest ? event.target.closest(".item-rule > a") : null;
    if (!link || !link.hash) return;
    var anchor = link.hash.slice(1);
    var source = document.getElementById("used-" + anchor);
    var line = link.parentNode;
    if (!source || !line) return;
    event.preventDefault();
    var shown = line.nextElementSibling;
    if (!shown || !shown.classList.contains("rule-inline")) {
      shown = document.createElement("details");
      shown.className = "rule-details rule-inline";
      var summary = document.createElement("summary");
      summary.textContent = source.querySelector("summary").textContent;
      shown.appendChild(summary);
      shown.appendChild(source.querySelector(".rule-body").cloneNode(true));
      shown.addEventListener("toggle", function () {
        link.setAttribute("aria-expanded", shown.open ? "true" : "false");
      });
      line.parentNode.insertBefore(shown, line.nextSibling);
      shown.open = true;
    } else {
      shown.open = !shown.open;
    }
    link.setAttribute("aria-expanded", shown.open ? "true" : "false");
  });
})();
