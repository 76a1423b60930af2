/*
 * Campus demo SCO for the SCORM 2004 4th Edition run-time (RTE 1.3). Each SCO page lists its slides as
 * <section class="slide"> and its questions as <fieldset class="question" data-id data-correct data-description>;
 * this script pages through the slides with buttons or the arrow keys and talks to the LMS:
 *   - finds API_1484_11 in this window, its parents, then the opener's (RTE 3.3.6.1), and calls Initialize;
 *   - resumes at cmi.location (the slide number) with the answers kept in cmi.suspend_data;
 *   - on every slide change writes cmi.location, cmi.progress_measure and cmi.suspend_data (a JSON state followed
 *     by a table of player variables, about 12 000 characters as authoring tools write) and calls Commit;
 *   - records each answer in cmi.interactions.n.* and the SCO's score in cmi.score.*;
 *   - sets cmi.completion_status on the last slide and cmi.success_status when the SCO has questions;
 *   - sets cmi.exit, cmi.session_time and calls Terminate when the page goes away (pagehide / beforeunload) or
 *     when the learner asks for the next lesson (adl.nav.request = continue).
 * The page works without an LMS too (document.documentElement.dataset.lms says which).
 */
(function () {
  'use strict';

  var SUSPEND_DATA_LENGTH = 12000;
  var DEFAULT_PASSING_SCORE = 0.8;

  /** RTE 3.3.6.1: climbs the parent chain of `win` (at most 500 levels) looking for API_1484_11. */
  function scanForApi(win) {
    for (var level = 0; win && level <= 500; level++) {
      try {
        if (win.API_1484_11) return win.API_1484_11;
      } catch {
        // A frame of another origin: its properties cannot be read, keep climbing.
      }
      if (!win.parent || win.parent === win) break;
      win = win.parent;
    }
    return null;
  }

  function findApi() {
    var api = scanForApi(window);
    if (!api) {
      try {
        if (window.top && window.top.opener) api = scanForApi(window.top.opener);
      } catch {
        api = null;
      }
    }
    return api;
  }

  var api = findApi();
  var connected = false;
  var terminated = false;
  var startedAt = Date.now();
  var statusLine = document.getElementById('lms-status');

  function report(message) {
    if (statusLine) statusLine.textContent = message;
  }

  function call(name, element, value) {
    if (!connected) return '';
    var result = value === undefined ? api[name](element) : api[name](element, value);
    var code = String(api.GetLastError());
    // 403: GetValue of an element the LMS has no value for yet (a first launch), which answers ''.
    if (code !== '0' && !(name === 'GetValue' && code === '403')) {
      var text = api.GetErrorString(code);
      if (window.console) window.console.warn('SCORM ' + name + '(' + element + ') failed: ' + code + ' ' + text);
    }
    return result;
  }
  var get = function (element) {
    return String(call('GetValue', element));
  };
  var set = function (element, value) {
    return call('SetValue', element, String(value));
  };
  var commit = function () {
    return call('Commit', '');
  };

  var slides = Array.prototype.slice.call(document.querySelectorAll('.slide'));
  var questions = Array.prototype.slice.call(document.querySelectorAll('.question'));
  var main = document.querySelector('main');
  var counter = document.getElementById('counter');
  var previous = document.getElementById('previous');
  var next = document.getElementById('next');
  var continueButton = document.getElementById('continue');
  var current = 0;
  var seen = {};
  var answers = {};

  // --- Run-time data ---------------------------------------------------------------------------------------

  /** The player variables authoring tools keep beside their state: here, one visit flag per slide and step. */
  function variableTable(length) {
    var parts = [];
    var total = 0;
    for (var i = 0; total < length; i++) {
      var slide = i % slides.length;
      var part = 's' + (slide + 1) + '.v' + Math.floor(i / slides.length) + ':' + (seen[slide + 1] ? 1 : 0) + ';';
      parts.push(part);
      total += part.length;
    }
    return parts.join('').slice(0, length);
  }

  function suspendData() {
    var state = {
      v: 1,
      slide: current + 1,
      seen: Object.keys(seen).map(Number),
      answers: answers,
      vars: '',
    };
    var base = JSON.stringify(state).length;
    state.vars = variableTable(Math.max(0, SUSPEND_DATA_LENGTH - base));
    return JSON.stringify(state);
  }

  function restore(text) {
    if (!text) return;
    try {
      var state = JSON.parse(text);
      // Only this page's slides: a saved state from another version of the lesson (or another lesson, if an LMS
      // mixed them up) must not count slides this page does not have.
      (state.seen || []).forEach(function (number) {
        if (number >= 1 && number <= slides.length && number === Math.floor(number)) seen[number] = true;
      });
      answers = state.answers || {};
    } catch {
      // Not ours (or cut short by an LMS): start without the saved answers.
    }
  }

  function scoreOf() {
    if (questions.length === 0) return null;
    var correct = questions.filter(function (q) {
      return answers[q.dataset.id] && answers[q.dataset.id].correct;
    });
    return correct.length / questions.length;
  }

  function passingScore() {
    var text = get('cmi.scaled_passing_score');
    var value = parseFloat(text);
    return isFinite(value) ? value : DEFAULT_PASSING_SCORE;
  }

  function isoDuration(milliseconds) {
    var seconds = milliseconds / 1000;
    var hours = Math.floor(seconds / 3600);
    var minutes = Math.floor((seconds % 3600) / 60);
    return 'PT' + hours + 'H' + minutes + 'M' + (seconds % 60).toFixed(2) + 'S';
  }

  function timestamp(date) {
    return date.toISOString().slice(0, 19);
  }

  function saveProgress() {
    set('cmi.location', String(current + 1));
    // cmi.progress_measure is a real in [0, 1] (RTE 4.2.20): the share of this page's slides seen, never above 1.
    var seenCount = Object.keys(seen).filter(function (key) {
      return Number(key) >= 1 && Number(key) <= slides.length;
    }).length;
    set('cmi.progress_measure', Math.min(1, seenCount / Math.max(1, slides.length)).toFixed(2));
    set('cmi.suspend_data', suspendData());
    if (current === slides.length - 1) {
      set('cmi.completion_status', 'completed');
      var score = scoreOf();
      if (score !== null) set('cmi.success_status', score >= passingScore() ? 'passed' : 'failed');
    }
    commit();
  }

  function recordAnswer(question, response, shownAt) {
    var id = question.dataset.id;
    var correct = response === question.dataset.correct;
    answers[id] = { response: response, correct: correct };
    var n = parseInt(get('cmi.interactions._count'), 10) || 0;
    var prefix = 'cmi.interactions.' + n + '.';
    set(prefix + 'id', 'urn:campus:demo:' + id);
    set(prefix + 'type', 'choice');
    set(prefix + 'description', question.dataset.description || id);
    set(prefix + 'timestamp', timestamp(new Date()));
    set(prefix + 'weighting', '1');
    set(prefix + 'learner_response', response);
    set(prefix + 'correct_responses.0.pattern', question.dataset.correct);
    set(prefix + 'result', correct ? 'correct' : 'incorrect');
    set(prefix + 'latency', isoDuration(Date.now() - shownAt));
    var score = scoreOf();
    if (
      score !== null &&
      questions.every(function (q) {
        return answers[q.dataset.id];
      })
    ) {
      set('cmi.score.min', '0');
      set('cmi.score.max', '100');
      set('cmi.score.raw', String(Math.round(score * 100)));
      set('cmi.score.scaled', String(Math.round(score * 100) / 100));
    }
    saveProgress();
  }

  function terminate(navigationRequest) {
    if (!connected || terminated) return;
    terminated = true;
    var completed = get('cmi.completion_status') === 'completed';
    set('cmi.exit', completed ? 'normal' : 'suspend');
    set('cmi.session_time', isoDuration(Date.now() - startedAt));
    if (navigationRequest) set('adl.nav.request', navigationRequest);
    call('Terminate', '');
  }

  // --- Slides ----------------------------------------------------------------------------------------------

  function show(index, moveFocus) {
    current = Math.max(0, Math.min(slides.length - 1, index));
    seen[current + 1] = true;
    slides.forEach(function (slide, i) {
      slide.hidden = i !== current;
    });
    main.dataset.slide = String(current + 1);
    counter.textContent = 'Página ' + (current + 1) + ' de ' + slides.length;
    previous.disabled = current === 0;
    next.disabled = current === slides.length - 1;
    if (continueButton) {
      continueButton.hidden = !(current === slides.length - 1 && get('adl.nav.request_valid.continue') === 'true');
    }
    if (moveFocus) {
      var heading = slides[current].querySelector('h2');
      if (heading) heading.focus();
    }
    saveProgress();
  }

  questions.forEach(function (question) {
    var shownAt = Date.now();
    var feedback = question.querySelector('.feedback');
    var showFeedback = function () {
      var answer = answers[question.dataset.id];
      if (!answer) return;
      var input = question.querySelector('input[value="' + answer.response + '"]');
      if (input) input.checked = true;
      feedback.textContent = answer.correct ? 'Resposta correta! Correct!' : 'Resposta incorreta. Incorrect.';
    };
    question.querySelector('.check').addEventListener('click', function () {
      var chosen = question.querySelector('input:checked');
      if (!chosen) {
        feedback.textContent = 'Escolha uma opção. Choose an option.';
        return;
      }
      recordAnswer(question, chosen.value, shownAt);
      showFeedback();
    });
    question.showSavedAnswer = showFeedback;
  });

  previous.addEventListener('click', function () {
    show(current - 1, true);
  });
  next.addEventListener('click', function () {
    show(current + 1, true);
  });
  if (continueButton)
    continueButton.addEventListener('click', function () {
      terminate('continue');
    });
  document.addEventListener('keydown', function (event) {
    var tag = event.target && event.target.tagName;
    if (tag === 'INPUT' || tag === 'BUTTON' || tag === 'TEXTAREA') return;
    if (event.key === 'ArrowRight') show(current + 1, true);
    if (event.key === 'ArrowLeft') show(current - 1, true);
  });
  window.addEventListener('pagehide', function () {
    terminate();
  });
  window.addEventListener('beforeunload', function () {
    terminate();
  });

  // --- Start -----------------------------------------------------------------------------------------------

  if (api && String(api.Initialize('')) === 'true') {
    connected = true;
    document.documentElement.dataset.lms = 'connected';
    report('Conectado ao LMS (SCORM 2004). Connected to the LMS.');
    var status = get('cmi.completion_status');
    if (status === 'not attempted' || status === 'unknown' || status === '') set('cmi.completion_status', 'incomplete');
    restore(get('cmi.suspend_data'));
    var bookmark = parseInt(get('cmi.location'), 10);
    current = isFinite(bookmark) && bookmark >= 1 ? bookmark - 1 : 0;
  } else {
    document.documentElement.dataset.lms = 'no-api';
    report('LMS não encontrado: o progresso não será salvo. No LMS found: progress is not saved.');
  }
  questions.forEach(function (question) {
    question.showSavedAnswer();
  });
  show(current, false);
})();
