/*
 * Campus demo SCO for the SCORM 1.2 run-time environment. The page lists its slides as
 * <section class="slide"> and its questions as <fieldset class="question" data-id data-correct data-description>;
 * this script pages through the slides with buttons or the arrow keys and talks to the LMS:
 *   - finds API in this window, its parents, then the opener's (the RTE 1.2 APIWrapper search), calls LMSInitialize;
 *   - resumes at cmi.core.lesson_location (the slide number) with the answers kept in cmi.suspend_data;
 *   - on every slide change writes cmi.core.lesson_location and cmi.suspend_data (a JSON state followed by a table
 *     of player variables, 4096 characters: the CMIString4096 maximum, as authoring tools fill it) and LMSCommit;
 *   - records each answer in cmi.interactions.n.* and the score in cmi.core.score.*;
 *   - sets cmi.core.lesson_status to incomplete at the start and passed / failed (against
 *     cmi.student_data.mastery_score) or completed on the last slide;
 *   - sets cmi.core.exit, cmi.core.session_time and calls LMSFinish when the page goes away (pagehide /
 *     beforeunload).
 * The page works without an LMS too (document.documentElement.dataset.lms says which).
 */
(function () {
  'use strict';

  var SUSPEND_DATA_LENGTH = 4096;
  var DEFAULT_MASTERY_SCORE = 80;
  /** How far up the frames the 1.2 APIWrapper looks. */
  var MAX_PARENTS = 7;

  /** The RTE 1.2 search: climbs the parent chain of `win` (at most 7 levels) looking for API. */
  function scanForApi(win) {
    for (var level = 0; win && level <= MAX_PARENTS; level++) {
      try {
        if (win.API) return win.API;
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
    var code = String(api.LMSGetLastError());
    if (code !== '0') {
      var text = api.LMSGetErrorString(code);
      if (window.console) window.console.warn('SCORM ' + name + '(' + element + ') failed: ' + code + ' ' + text);
    }
    return result;
  }
  var get = function (element) {
    return String(call('LMSGetValue', element));
  };
  var set = function (element, value) {
    return call('LMSSetValue', element, String(value));
  };
  var commit = function () {
    return call('LMSCommit', '');
  };

  var slides = Array.prototype.slice.call(document.querySelectorAll('.slide'));
  var questions = Array.prototype.slice.call(document.querySelectorAll('.question'));
  var main = document.querySelector('main');
  var counter = document.getElementById('counter');
  var previous = document.getElementById('previous');
  var next = document.getElementById('next');
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
      (state.seen || []).forEach(function (number) {
        seen[number] = true;
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

  function masteryScore() {
    var value = parseFloat(get('cmi.student_data.mastery_score'));
    return isFinite(value) ? value : DEFAULT_MASTERY_SCORE;
  }

  function pad(number, width) {
    var text = String(number);
    while (text.length < width) text = '0' + text;
    return text;
  }

  /** CMITimespan: HHHH:MM:SS.SS. */
  function timespan(milliseconds) {
    var seconds = milliseconds / 1000;
    var hours = Math.min(9999, Math.floor(seconds / 3600));
    var minutes = Math.floor((seconds % 3600) / 60);
    var rest = (seconds % 60).toFixed(2);
    return pad(hours, 4) + ':' + pad(minutes, 2) + ':' + (rest.length < 5 ? '0' + rest : rest);
  }

  /** CMITime: HH:MM:SS. */
  function clockTime(date) {
    return pad(date.getHours(), 2) + ':' + pad(date.getMinutes(), 2) + ':' + pad(date.getSeconds(), 2);
  }

  function isFinished(status) {
    return status === 'completed' || status === 'passed' || status === 'failed';
  }

  function saveProgress() {
    set('cmi.core.lesson_location', String(current + 1));
    set('cmi.suspend_data', suspendData());
    if (current === slides.length - 1) {
      var score = scoreOf();
      set('cmi.core.lesson_status', score === null ? 'completed' : score * 100 >= masteryScore() ? 'passed' : 'failed');
    }
    commit();
  }

  function recordAnswer(question, response, shownAt) {
    var id = question.dataset.id;
    var correct = response === question.dataset.correct;
    answers[id] = { response: response, correct: correct };
    var n = parseInt(get('cmi.interactions._count'), 10) || 0;
    var prefix = 'cmi.interactions.' + n + '.';
    set(prefix + 'id', 'campus_demo_' + id);
    set(prefix + 'type', 'choice');
    set(prefix + 'time', clockTime(new Date()));
    set(prefix + 'weighting', '1');
    set(prefix + 'student_response', response);
    set(prefix + 'correct_responses.0.pattern', question.dataset.correct);
    set(prefix + 'result', correct ? 'correct' : 'wrong');
    set(prefix + 'latency', timespan(Date.now() - shownAt));
    var score = scoreOf();
    if (
      score !== null &&
      questions.every(function (q) {
        return answers[q.dataset.id];
      })
    ) {
      set('cmi.core.score.min', '0');
      set('cmi.core.score.max', '100');
      set('cmi.core.score.raw', String(Math.round(score * 100)));
    }
    saveProgress();
  }

  function terminate() {
    if (!connected || terminated) return;
    terminated = true;
    set('cmi.core.exit', isFinished(get('cmi.core.lesson_status')) ? '' : 'suspend');
    set('cmi.core.session_time', timespan(Date.now() - startedAt));
    commit();
    call('LMSFinish', '');
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

  if (api && String(api.LMSInitialize('')) === 'true') {
    connected = true;
    document.documentElement.dataset.lms = 'connected';
    report('Conectado ao LMS (SCORM 1.2). Connected to the LMS.');
    if (get('cmi.core.lesson_status') === 'not attempted') set('cmi.core.lesson_status', 'incomplete');
    restore(get('cmi.suspend_data'));
    var bookmark = parseInt(get('cmi.core.lesson_location'), 10);
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
