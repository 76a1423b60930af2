/*
 * Campus demo HTML lesson. It talks to the Campus activity player by window.postMessage to its parent frame
 * (the protocol is in demo-content/README.md): { type: 'campus:complete' } when the learner finishes the lesson.
 * The target origin is '*': the lesson is served from the content origin and cannot know the player's origin;
 * the message carries nothing secret. Without a parent frame (opened on its own) the lesson still works.
 */
(function () {
  'use strict';

  var steps = Array.prototype.slice.call(document.querySelectorAll('.step'));
  var main = document.querySelector('main');
  var counter = document.getElementById('counter');
  var previous = document.getElementById('previous');
  var next = document.getElementById('next');
  var done = document.getElementById('done');
  var tally = document.getElementById('tally');
  var current = 0;
  var completed = false;

  function tellPlayer(message) {
    if (window.parent && window.parent !== window) window.parent.postMessage(message, '*');
  }

  function show(index, moveFocus) {
    current = Math.max(0, Math.min(steps.length - 1, index));
    steps.forEach(function (step, i) {
      step.hidden = i !== current;
    });
    main.dataset.step = String(current + 1);
    counter.textContent = 'Etapa ' + (current + 1) + ' de ' + steps.length;
    previous.disabled = current === 0;
    next.disabled = current === steps.length - 1;
    if (moveFocus) steps[current].querySelector('h2').focus();
  }

  document.querySelectorAll('input[name="item"]').forEach(function (box) {
    box.addEventListener('change', function () {
      var checked = document.querySelectorAll('input[name="item"]:checked').length;
      tally.textContent = checked + ' de 4 itens marcados.';
    });
  });

  document.getElementById('complete').addEventListener('click', function () {
    if (!completed) tellPlayer({ type: 'campus:complete' });
    completed = true;
    done.textContent = 'Lição concluída! Lesson complete!';
  });
  previous.addEventListener('click', function () {
    show(current - 1, true);
  });
  next.addEventListener('click', function () {
    show(current + 1, true);
  });
  document.addEventListener('keydown', function (event) {
    var tag = event.target && event.target.tagName;
    if (tag === 'INPUT' || tag === 'BUTTON') return;
    if (event.key === 'ArrowRight') show(current + 1, true);
    if (event.key === 'ArrowLeft') show(current - 1, true);
  });

  show(0, false);
})();
